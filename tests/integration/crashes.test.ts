import { chmod, cp, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpClient } from '../support/accounts';
import { HttpClient } from '../support/httpClient';
import { phonePhoto } from '../support/images';
import { replayedReadModels, snapshotReadModels } from '../support/replayedReadModels';
import { runScript, startServerProcess } from '../support/serverProcess';
import { tempDataDir } from '../support/tempDataDir';
import { planDataset, datasetSizes } from '../bench/dataset';
import { seedDataDir } from '../bench/seed';

const MESSAGE = 'Glimpse cannot save changes right now. Please try again later.';

/** Polls as fast as the event loop allows: the window to catch is a few tens of milliseconds. */
async function whenExists(file: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(file)) return true;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return false;
}

/** The captions of the feed `username` (password secret1, as signedUpClient makes them) sees. */
async function captionsSeenBy(url: string, username: string): Promise<string[]> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'secret1' }),
  });
  expect(login.status).toBe(200);
  const { token } = await login.json();
  const feed = await fetch(`${url}/api/posts`, { headers: { authorization: `Bearer ${token}` } });
  return (await feed.json()).map((p: { caption: string }) => p.caption);
}

async function signedInClient(url: string, username: string): Promise<HttpClient> {
  const client = new HttpClient(url);
  const res = await client.graphql('mutation($input: LogInInput!) { logIn(input: $input) { me { id } } }', { input: { username, password: 'secret1' } });
  expect(res.errors).toBeUndefined();
  return client;
}

const leftovers = async (dir: string) => [...(await readdir(dir)), ...(await readdir(path.join(dir, 'media')))].filter((n) => n.endsWith('.tmp'));

describe('faults and crashes of the server process', () => {
  const folders: Awaited<ReturnType<typeof tempDataDir>>[] = [];
  let seeded: string;
  let photo: Buffer;
  const folder = async () => {
    const made = await tempDataDir();
    folders.push(made);
    return made.dir;
  };
  /** A copy of a data folder with some fifteen thousand events (a small community's history). */
  const seededCopy = async () => {
    const dir = await folder();
    await cp(seeded, dir, { recursive: true });
    return dir;
  };
  const post = (client: Awaited<ReturnType<typeof signedUpClient>>['client'], caption: string) =>
    client.multipart('/api/posts', { caption, media: { bytes: photo, name: 'p.jpg', type: 'image/jpeg' } });

  beforeAll(async () => {
    photo = await phonePhoto(400, 300);
    seeded = await folder();
    await seedDataDir(seeded, planDataset(datasetSizes(0.01), Date.now()), () => {});
  }, 120_000);
  afterAll(async () => {
    for (const made of folders) {
      await chmod(made.dir, 0o755).catch(() => undefined);
      await made.remove();
    }
  });

  it('answers 503 while the data folder is read-only, keeps serving reads, and takes writes again once it is writable', async () => {
    const dir = await folder();
    // Even under root, for whom a read-only folder is otherwise writable.
    const server = await startServerProcess(dir, { filePermissions: true });
    try {
      const { client } = await signedUpClient(server.url, 'rosa');
      expect((await post(client, 'before')).status).toBe(201);
      const mediaBefore = await readdir(path.join(dir, 'media'));

      await chmod(path.join(dir, 'media'), 0o555);
      await chmod(dir, 0o555);
      const refused = await post(client, 'while read-only');
      expect(refused.status, server.output()).toBe(503);
      expect(refused.body).toEqual({ message: MESSAGE });
      const feed = await client.request('/api/posts');
      expect(feed.status).toBe(200);
      expect(feed.body.map((p: { caption: string }) => p.caption)).toEqual(['before']);
      expect(await readdir(path.join(dir, 'media'))).toEqual(mediaBefore);

      await chmod(dir, 0o755);
      await chmod(path.join(dir, 'media'), 0o755);
      expect((await post(client, 'after')).status).toBe(201);
      const after = await client.request('/api/posts');
      expect(after.body.map((p: { caption: string }) => p.caption)).toEqual(['after', 'before']);

      // A snapshot that cannot be written on the way out costs nothing but a longer next start.
      await chmod(dir, 0o555);
      expect(await server.stop(), server.output()).toBe(0);
      expect(server.output()).toContain('Could not save the read models');
      await chmod(dir, 0o755);
      const again = await startServerProcess(dir, { filePermissions: true });
      expect(await captionsSeenBy(again.url, 'rosa')).toEqual(['after', 'before']);
      expect(await again.stop()).toBe(0);
    } finally {
      await chmod(dir, 0o755).catch(() => undefined);
      if (server.child.exitCode === null) await server.kill();
    }
  }, 120_000);

  it('starts cleanly with every acknowledged write after a SIGKILL in the middle of a snapshot write', async () => {
    const dir = await seededCopy();
    const first = await startServerProcess(dir);
    expect((await post((await signedUpClient(first.url, 'sam')).client, 'in the first snapshot')).status).toBe(201);
    expect(await first.stop(), first.output()).toBe(0);

    const second = await startServerProcess(dir);
    expect((await post(await signedInClient(second.url, 'sam'), 'after the snapshot')).status).toBe(201);
    second.child.kill('SIGTERM');
    const caught = await whenExists(path.join(dir, `read-models.snapshot.${second.child.pid}.tmp`), 20_000);
    await second.kill();
    expect(caught, 'the snapshot write was under way when the process was killed').toBe(true);

    const third = await startServerProcess(dir);
    expect(await captionsSeenBy(third.url, 'sam')).toEqual(['after the snapshot', 'in the first snapshot']);
    expect(await leftovers(dir)).toEqual([]);
    expect(await third.stop()).toBe(0);
    expect(await snapshotReadModels(dir)).toEqual(await replayedReadModels(dir));
  }, 180_000);

  it('starts cleanly with every event after a SIGKILL in the middle of `npm run replay`', async () => {
    const dir = await seededCopy();
    const replay = runScript('replay', [], { DATA_DIR: dir });
    await expect.poll(() => replay.output(), { timeout: 60_000, interval: 20 }).toMatch(/events\/s/);
    replay.child.kill('SIGKILL');
    await replay.exited;

    const second = await startServerProcess(dir);
    expect(await second.stop()).toBe(0);
    expect(await snapshotReadModels(dir)).toEqual(await replayedReadModels(dir));
  }, 180_000);

  it('keeps every acknowledged upload, and no unfinished file, after a SIGKILL while uploads are arriving', async () => {
    const dir = await folder();
    const server = await startServerProcess(dir);
    const { client } = await signedUpClient(server.url, 'uma');
    const acknowledged: string[] = [];
    let killed = false;
    const uploader = async (lane: number) => {
      for (let i = 0; !killed; i++) {
        const res = await post(client, `lane ${lane} photo ${i}`).catch(() => null);
        if (res?.status === 201) acknowledged.push(res.body.id);
      }
    };
    const lanes = [0, 1, 2, 3].map(uploader);
    await expect.poll(() => acknowledged.length, { timeout: 60_000, interval: 10 }).toBeGreaterThanOrEqual(8);
    await server.kill();
    killed = true;
    await Promise.all(lanes);

    const again = await startServerProcess(dir);
    const reader = await signedInClient(again.url, 'uma');
    for (const id of acknowledged) {
      const found = await reader.request(`/api/posts/${id}`);
      expect(found.status).toBe(200);
      expect((await reader.request(found.body.mediaUrl)).status).toBe(200);
    }
    expect(await leftovers(dir)).toEqual([]);
    expect(await again.stop()).toBe(0);
  }, 180_000);
});
