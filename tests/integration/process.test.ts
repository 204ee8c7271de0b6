import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/freePort';
import { scriptArguments } from '../support/scriptArguments';
import { tempDataDir } from '../support/tempDataDir';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('the server as `npm start` runs it', () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  beforeAll(async () => {
    data = await tempDataDir();
  });
  afterAll(async () => data?.remove());

  /** The start script's own command, run without npm in between, so a signal reaches the server. */
  function start(env: Record<string, string>) {
    const child = spawn(process.execPath, scriptArguments('start'), { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    return { child, exited, output: () => output };
  }

  it('serves, then on SIGTERM saves its read models and exits with 0', async () => {
    const port = await freePort();
    const server = start({ DATA_DIR: data.dir, PORT: String(port), DEMO_CONTENT: 'false' });

    await expect
      .poll(
        async () => {
          const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{"query":"{ __typename }"}',
          }).catch(() => null);
          return response?.ok ? (await response.json()).data.__typename : null;
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe('Query');
    // Operators (and the bench) learn when the start has loaded everything it loads behind the first answers.
    await expect.poll(() => server.output(), { timeout: 30_000, interval: 200 }).toMatch(/Read models and search index fully loaded, [\d.]+ s after start\./);

    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
    expect(existsSync(path.join(data.dir, 'read-models.snapshot')), server.output()).toBe(true);
  });

  it("creates the demo content on a first start, although the mascot's account is written first, so the README's demo account signs in", async () => {
    const demo = await tempDataDir();
    const port = await freePort();
    const server = start({ DATA_DIR: demo.dir, PORT: String(port) });
    try {
      await expect.poll(() => server.output(), { timeout: 60_000, interval: 200 }).toContain('Demo account: username "demo"');
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo', password: 'glimpse-demo' }),
      });
      expect(login.status, server.output()).toBe(200);
      const { token } = await login.json();
      const feed = await (await fetch(`http://127.0.0.1:${port}/api/posts`, { headers: { authorization: `Bearer ${token}` } })).json();
      expect(feed.length).toBeGreaterThan(0);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await demo.remove();
    }
  }, 90_000);
});
