import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/freePort';
import { tempDataDir } from '../support/tempDataDir';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('the server as `npm start` runs it', () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  beforeAll(async () => void (data = await tempDataDir()));
  afterAll(async () => data?.remove());

  it('serves, then on SIGTERM saves its read models and exits with 0', async () => {
    const port = await freePort();
    // The start script's own command, run without npm in between, so the signal reaches the server.
    const [command, ...args] = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start.split(' ');
    expect(command).toBe('node');
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, DATA_DIR: data.dir, PORT: String(port), DEMO_CONTENT: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

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

    child.kill('SIGTERM');
    expect(await exited, output).toBe(0);
    expect(existsSync(path.join(data.dir, 'read-models.snapshot')), output).toBe(true);
  });
});
