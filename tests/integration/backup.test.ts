import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Glimpse } from '../../bff/app';
import { MANIFEST, type BackupManifest } from '../../infra/backup/dataDirBackup';
import { signedUpClient } from '../support/accounts';
import type { HttpClient } from '../support/httpClient';
import { phonePhoto } from '../support/images';
import { replayedReadModels, snapshotReadModels } from '../support/replayedReadModels';
import { runScript } from '../support/serverProcess';
import { tempDataDir } from '../support/tempDataDir';
import { startTestServer } from '../support/testServer';

describe('npm run backup and npm run restore', () => {
  const folders: Awaited<ReturnType<typeof tempDataDir>>[] = [];
  const folder = async () => {
    const made = await tempDataDir();
    folders.push(made);
    return made.dir;
  };
  let original: string;
  let glimpse: Glimpse | null = null;
  afterAll(async () => {
    await glimpse?.close();
    for (const made of folders) await made.remove();
  });

  let backup: string;
  let manifest: BackupManifest;
  let writesBefore: string[];

  beforeAll(async () => {
    original = await folder();
    glimpse = await startTestServer(original);
    const photo = await phonePhoto(300, 200);
    const people: HttpClient[] = [];
    for (const name of ['ana', 'ben', 'cai']) people.push((await signedUpClient(glimpse.url, name)).client);
    const publish = async (client: HttpClient, caption: string) => {
      const res = await client.multipart('/api/posts', { caption, media: { bytes: photo, name: 'p.jpg', type: 'image/jpeg' } });
      expect(res.status).toBe(201);
      return res.body.id as string;
    };
    writesBefore = [await publish(people[0], 'first'), await publish(people[1], 'second')];

    // Posts and likes keep arriving while the backup is taken.
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const id = await publish(people[i % 3], `during ${i}`);
        await people[(i + 1) % 3].graphql('mutation($id: ID!) { toggleLike(postId: $id) { liked } }', { id });
      }
    })();
    backup = path.join(await folder(), 'backup');
    const run = runScript('backup', [backup], { DATA_DIR: original });
    const code = await run.exited;
    writing = false;
    await writer;
    expect(code, run.output()).toBe(0);
    expect(run.output()).toMatch(/Backed up \d+ events and \d+ media files/);
    manifest = JSON.parse(await readFile(path.join(backup, MANIFEST), 'utf8'));
    // Writes went on after the copy was taken: the backup is of a moment in a running server.
    expect(manifest.lastPosition).toBeLessThan(await glimpse.engines.events.headPosition());
    await glimpse.close();
    glimpse = null;
  }, 180_000);

  it('restores into an empty folder, and the restored server shows the read models as they stood when the backup was taken', async () => {
    const restored = await folder();
    const run = runScript('restore', [backup], { DATA_DIR: restored });
    expect(await run.exited, run.output()).toBe(0);
    expect(run.output()).toContain('rebuilt from the events on the next start');

    glimpse = await startTestServer(restored);
    for (const id of writesBefore) expect(await glimpse.services.posts.byId(id, null)).not.toBeNull();
    const login = await fetch(`${glimpse.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'ana', password: 'secret1' }),
    });
    expect(login.status).toBe(200);
    await glimpse.close();
    glimpse = null;

    const models = await snapshotReadModels(restored);
    expect(models).toEqual(await replayedReadModels(original, manifest.lastPosition));
    expect(models.users).toHaveLength(3);
    expect(models.posts.length).toBeGreaterThanOrEqual(2);
    // Every photo a restored post shows came along.
    const media = await readdir(path.join(restored, 'media'));
    for (const post of models.posts) expect(media).toContain(String(post.mediaUrl).replace('/media/', ''));
  }, 120_000);

  it('refuses to restore over a folder in use unless told to with --force', async () => {
    const used = await folder();
    glimpse = await startTestServer(used);
    await glimpse.close();
    glimpse = null;

    const refused = runScript('restore', [backup], { DATA_DIR: used });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toMatch(/is not empty .*Stop the server, then run the restore again with --force/);
    expect(await readdir(used)).not.toContain(MANIFEST);

    const forced = runScript('restore', [backup, '--force'], { DATA_DIR: used });
    expect(await forced.exited, forced.output()).toBe(0);
    expect(await snapshotReadModels(used)).toEqual({ users: [], posts: [], likes: [], follows: [], comments: [], stories: [] });
    expect(await replayedReadModels(used)).toEqual(await replayedReadModels(original, manifest.lastPosition));
  }, 120_000);

  it('refuses a folder that is not a complete backup, and a backup into a folder that is not empty', async () => {
    const notBackup = await folder();
    const restore = runScript('restore', [notBackup], { DATA_DIR: await folder() });
    expect(await restore.exited).toBe(1);
    expect(restore.output()).toContain('is not a complete Glimpse backup');

    const again = runScript('backup', [backup], { DATA_DIR: original });
    expect(await again.exited).toBe(1);
    expect(again.output()).toContain('is not empty; back up into a new folder.');
  }, 60_000);
});
