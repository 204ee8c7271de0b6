import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/httpClient';
import { phonePhoto } from '../support/images';
import { useTestServer } from '../support/useTestServer';

const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/** `npm run replay -- ARGS` against the running test server (its data folder, hence its admin code, and its port). */
async function replay(args: string[], dataDir: string, port: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx/esm', 'bff/replay.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, PORT: port },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('npm run replay -- --projector NAME: one projector rebuilt blue/green while the server serves', () => {
  const server = useTestServer();
  const port = () => new URL(server.url).port;
  let alice: HttpClient;
  let postId: string;

  beforeAll(async () => {
    const signUp = async (username: string) => {
      const client = new HttpClient(server.url);
      const { status } = await client.json('/api/auth/signup', 'POST', {
        username,
        email: `${username}@example.com`,
        password: 'secret1',
        birthDate: '1990-01-01T00:00:00.000Z',
      });
      expect(status).toBe(201);
      return client;
    };
    alice = await signUp('alice');
    const bob = await signUp('bob');
    const carol = await signUp('carol');
    const posted = await alice.multipart('/api/posts', { media: { bytes: await phonePhoto(400, 300), name: 'p.jpg', type: 'image/jpeg' }, caption: 'Dusk' });
    expect(posted.status).toBe(201);
    postId = posted.body.id;
    for (const liker of [bob, carol]) expect((await liker.json(`/api/posts/${postId}/like`, 'POST')).body).toEqual({ liked: true });
  });

  it('rebuilds a damaged read model while requests keep being answered, then reads the new collections and drops the old', async () => {
    const { readStore } = server.glimpse.engines;
    await readStore.collection('posts').updateOne({ _id: postId }, { $set: { likesCount: 99 } });
    expect((await alice.request(`/api/posts/${postId}`)).body.likesCount).toBe(99);

    // Someone keeps reading the post the whole time.
    const answers: { status: number; likesCount: unknown }[] = [];
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const { status, body } = await alice.request(`/api/posts/${postId}`);
        answers.push({ status, likesCount: body?.likesCount });
      }
    })();
    const { code, stdout, stderr } = await replay(['--projector', 'likes'], server.dataDir, port());
    polling = false;
    await poller;

    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toMatch(/^Rebuilding users, usernames, posts, likes, follows, commentLikes, comments, saves, sessions into generation \d+/);
    expect(stdout).toMatch(/Swapped in: .* now read generation \d+, its old collections dropped\n$/);
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.status !== 200 || (answer.likesCount !== 99 && answer.likesCount !== 2))).toEqual([]);

    expect((await alice.request(`/api/posts/${postId}`)).body.likesCount).toBe(2);
    const generation = Number(/generation (\d+)/.exec(stdout)![1]);
    const health = (await alice.request('/api/health')).body;
    expect(health.projectors.find((p: { name: string }) => p.name === 'likes')).toMatchObject({ generation, stuck: null });
    expect(health.projectors.find((p: { name: string }) => p.name === 'explore')).not.toHaveProperty('generation');
    expect(health.rebuilds).toBeUndefined();
    // The old collections are gone; the new ones hold the people and the post.
    expect(readStore.physicalName('posts')).toBe(`posts~${generation}`);
    expect(await readStore.base.collection('posts').countDocuments()).toBe(0);
    expect(await readStore.base.collection('users').countDocuments()).toBe(0);
    expect(await readStore.collection('users').countDocuments()).toBe(3);
    // Writes go on into the new collections.
    expect((await alice.json(`/api/posts/${postId}/like`, 'POST')).body).toEqual({ liked: true });
    expect((await alice.request(`/api/posts/${postId}`)).body.likesCount).toBe(3);
  });

  it('keeps the new generation across a restart', async () => {
    await server.restart();
    const reader = new HttpClient(server.url);
    const { status } = await reader.json('/api/auth/login', 'POST', { username: 'alice', password: 'secret1' });
    expect(status).toBe(200);
    expect((await reader.request(`/api/posts/${postId}`)).body.likesCount).toBe(3);
  });

  it('asks for the admin code, and appends nothing without the right one', async () => {
    const head = await server.glimpse.engines.events.headPosition();
    const client = new HttpClient(server.url);
    const ask = (headers: Record<string, string>) =>
      client.request('/api/admin/projectors/rebuild', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: '{"projector":"explore"}',
      });
    expect(await ask({})).toMatchObject({ status: 400, body: { message: 'Admin code is required' } });
    expect(await ask({ 'x-admin-code': 'guess' })).toMatchObject({ status: 403, body: { message: 'Invalid admin access code' } });
    expect(await server.glimpse.engines.events.headPosition()).toBe(head);
  });

  it('refuses an unknown projector with exit code 2 and the list of projectors', async () => {
    const { code, stderr } = await replay(['--projector', 'likez'], server.dataDir, port());
    expect(code).toBe(2);
    expect(stderr).toMatch(/Unknown projector "likez"\. The projectors are: users, usernames, posts, likes, /);
  });
});
