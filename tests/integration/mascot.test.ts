import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { phonePhoto } from '../support/images';
import { Caller, signUpAs } from '../support/people';
import { useTestServer } from '../support/useTestServer';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const COMMENTS = `query ($id: ID!) { post(id: $id) { commentsCount comments(first: 50) { edges { node { content user { username isMascot } } } } } }`;

/** `npm run replay` on the data folder, as an operator runs it with the server stopped. */
function replay(dataDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx/esm', 'bff/replay.ts'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`replay exited with ${code}: ${output}`))));
  });
}

describe('the mascot', () => {
  const server = useTestServer({ MASCOT: 'true' });
  let alice: Caller;
  // The server listens on a new port after each start.
  const me = () => new Caller(server.url, alice.ip, alice.token, alice.id);
  const publish = async (caption: string) => {
    const res = await me().multipart('/api/posts', { media: new Blob([new Uint8Array(await phonePhoto(120, 90))], { type: 'image/jpeg' }), caption });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const comments = async (id: string) => (await me().graphql(COMMENTS, { id })).data.post;

  beforeAll(async () => {
    alice = await signUpAs(server.glimpse, 'alice', '203.0.113.5');
  });

  it('exists from the first start', async () => {
    const search = await me().json('/api/users/search?q=mascot', 'GET');
    expect(search.body.map((u: { username: string }) => u.username)).toContain('mascot');
  });

  it('comments once on a new post, with a line that fits it, and exactly once across a restart and a replay', async () => {
    const postId = await publish('Evening at the pier #sunset');
    await expect.poll(async () => (await comments(postId)).commentsCount).toBe(1);
    const [first] = (await comments(postId)).comments.edges;
    expect(first.node.user).toEqual({ username: 'mascot', isMascot: true });
    expect(first.node.content).toMatch(/sky|colours|Golden/);

    await server.restart();
    const second = await publish('Lunch! #food');
    await expect.poll(async () => (await comments(second)).commentsCount).toBe(1);
    expect((await comments(postId)).commentsCount).toBe(1);

    await server.restart(() => replay(server.dataDir));
    // The reactor reads the whole log again after a replay: give it time to do something wrong.
    const third = await publish('Just because');
    await expect.poll(async () => (await comments(third)).commentsCount).toBe(1);
    for (const id of [postId, second]) expect((await comments(id)).commentsCount).toBe(1);
    expect((await comments(second)).comments.edges[0].node.user.isMascot).toBe(true);
  });
});
