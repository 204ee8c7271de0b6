import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/httpClient';
import { phonePhoto } from '../support/images';
import { useTestServer } from '../support/useTestServer';

const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/** Runs a command line tool of ours as `npm run` would, against the test's data folder. */
async function cli(script: string, args: string[], dataDir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx/esm', script, ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
const events = (args: string[], dir: string) => cli('bff/cli/events.ts', args, dir);
const lines = (stdout: string) =>
  stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

describe('npm run events and npm run replay -- --projector, beside a running server', () => {
  const server = useTestServer();
  let aliceId: string;

  beforeAll(async () => {
    const alice = new HttpClient(server.url);
    const bob = new HttpClient(server.url);
    const signUp = async (client: HttpClient, username: string) =>
      (
        await client.json('/api/auth/signup', 'POST', {
          username,
          email: `${username}.private@example.com`,
          password: 'secret1',
          birthDate: '1988-02-03T00:00:00.000Z',
        })
      ).body.id as string;
    aliceId = await signUp(alice, 'alice');
    await signUp(bob, 'bob');
    const posted = await alice.multipart('/api/posts', {
      media: { bytes: await phonePhoto(400, 300), name: 'p.jpg', type: 'image/jpeg' },
      caption: 'Quietsecretwords at dusk #Sunset',
      location: 'Hiddenplace',
    });
    expect(posted.status).toBe(201);
    expect((await bob.json(`/api/posts/${posted.body.id}/like`, 'POST')).body).toEqual({ liked: true });
    expect((await bob.json(`/api/users/${aliceId}/follow`, 'POST')).body).toEqual({ following: true, requested: false });
    const carol = new HttpClient(server.url);
    await signUp(carol, 'carol');
    const gone = await carol.multipart('/api/posts', {
      media: { bytes: await phonePhoto(400, 300), name: 'c.jpg', type: 'image/jpeg' },
      caption: 'Soon forgotten #Vanishingtag',
    });
    expect(gone.status).toBe(201);
    expect((await carol.json('/api/auth/delete-account', 'DELETE')).status).toBe(200);
  });

  it('exports every event in global order as NDJSON, progress and totals on standard error', async () => {
    const { code, stdout, stderr } = await events(['export'], server.dataDir);
    expect(code).toBe(0);
    const exported = lines(stdout);
    expect(exported.length).toBe(await server.glimpse.engines.events.headPosition());
    expect(exported.map((e) => e.position)).toEqual([...exported.map((e) => e.position)].sort((a, b) => a - b));
    for (const e of exported) expect(Object.keys(e)).toEqual(['position', 'stream', 'type', 'data', 'metadata', 'recordedAt']);
    expect(exported.map((e) => e.type)).toEqual(expect.arrayContaining(['UserRegistered', 'PostPublished', 'PostLiked', 'UserFollowed']));
    expect(stderr).toMatch(/Exported \d+ of \d+ events/);
  });

  it('holds no email, password hash, birth date, client address, username or written text', async () => {
    const { stdout } = await events(['export'], server.dataDir);
    for (const secret of [
      'private@example.com',
      'scrypt$',
      '1988-02-03',
      '127.0.0.1',
      'clientIp',
      'Quietsecretwords',
      'Hiddenplace',
      '"alice"',
      'username-alice',
    ]) {
      expect(stdout).not.toContain(secret);
    }
    const post = lines(stdout).find((e) => e.type === 'PostPublished' && e.data.userId === aliceId);
    expect(post.data).toMatchObject({ userId: aliceId, hashtags: ['sunset'] });
    // A deleted person's data is gone, their hashtags with it.
    expect(stdout.toLowerCase()).not.toContain('vanishingtag');
    expect(stdout).toContain('"type":"AccountDeleted"');
  });

  it('filters by type, stream prefix, time and position', async () => {
    const liked = lines((await events(['export', '--type', 'PostLiked,UserFollowed'], server.dataDir)).stdout);
    expect(liked.map((e) => e.type).sort()).toEqual(['PostLiked', 'UserFollowed']);
    const user = lines((await events(['export', '--stream', `user-${aliceId}`], server.dataDir)).stdout);
    expect(user.every((e) => e.stream === `user-${aliceId}`) && user.length).toBeTruthy();
    expect((await events(['export', '--since', '2999-01-01'], server.dataDir)).stdout).toBe('');
    expect(lines((await events(['export', '--until', '2999-01-01T00:00:00Z'], server.dataDir)).stdout).length).toBeGreaterThan(5);
    const all = lines((await events(['export'], server.dataDir)).stdout);
    const tail = lines((await events(['export', '--from', String(all[2].position)], server.dataDir)).stdout);
    expect(tail.map((e) => e.position)).toEqual(all.slice(3).map((e) => e.position));
  });

  it('refuses an unknown type or a malformed option with a message naming it', async () => {
    for (const [args, named] of [
      [['export', '--type', 'PostLiked,Nope'], 'Nope'],
      [['export', '--since', 'yesterday'], '--since'],
      [['export', '--from', '-3'], '--from'],
      [['export', '--colour'], '--colour'],
      [['explode'], 'explode'],
    ] as const) {
      const { code, stderr, stdout } = await events([...args], server.dataDir);
      expect(code).not.toBe(0);
      expect(stderr).toContain(named);
      expect(stdout).toBe('');
    }
  });

  it('prints one stream', async () => {
    const { code, stdout } = await events(['stream', `user-${aliceId}`], server.dataDir);
    expect(code).toBe(0);
    expect(lines(stdout)[0]).toMatchObject({ type: 'UserRegistered', stream: `user-${aliceId}`, data: { userId: aliceId } });
  });

  it("runs an analyst's projector over the history without touching the live read models", async () => {
    const postsBefore = await server.glimpse.engines.readStore.collection('posts').countDocuments();
    const { code, stdout } = await cli('bff/replay.ts', ['--projector', 'examples/analytics/likesPerHashtagPerDay.ts'], server.dataDir);
    expect(code).toBe(0);
    expect(Object.values(JSON.parse(stdout))).toEqual([{ sunset: 1 }]);
    const growth = await cli('bff/replay.ts', ['--projector', 'examples/analytics/followGraphGrowth.ts'], server.dataDir);
    expect(JSON.parse(growth.stdout)).toEqual([expect.objectContaining({ follows: 1, edges: 1, people: 2 })]);
    expect(await server.glimpse.engines.readStore.collection('posts').countDocuments()).toBe(postsBefore);
    const missing = await cli('bff/replay.ts', ['--projector', 'examples/analytics/nothing.ts'], server.dataDir);
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toContain('nothing.ts');
  });
});
