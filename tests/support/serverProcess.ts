import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withFilePermissions } from './filePermissions';
import { freePort } from './freePort';
import { scriptArguments } from './scriptArguments';
import { TEST_LIMITS } from './testLimits';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
  output(): string;
  /** SIGKILL: no handler runs, nothing is flushed, as when the machine loses power for the process. */
  kill(): Promise<void>;
  /** SIGTERM and the exit code. */
  stop(): Promise<number | null>;
};

/**
 * Runs an npm script's own command (`node --import tsx/esm ...`) without npm in between, so signals
 * reach it; `filePermissions` makes permissions bite even under root (see withFilePermissions).
 */
export function runScript(script: string, args: string[], env: Record<string, string>, options: { filePermissions?: boolean } = {}) {
  const node = { command: process.execPath, args: [...scriptArguments(script), ...args] };
  const { command, args: commandArgs } = options.filePermissions ? withFilePermissions(node.command, node.args) : node;
  const child = spawn(command, commandArgs, {
    cwd: root,
    env: { ...process.env, DEMO_CONTENT: 'false', MASCOT: 'false', SEND_MAIL: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** `npm start` on `dataDir` in a child process, resolved once it answers GraphQL. */
export async function startServerProcess(dataDir: string, options: { filePermissions?: boolean; env?: Record<string, string> } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const run = runScript('start', [], { DATA_DIR: dataDir, PORT: String(port), JWT_SECRET: 'crash-tests', ...TEST_LIMITS, ...options.env }, options);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ready = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' })
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) break;
    if (run.child.exitCode !== null || Date.now() > deadline) throw new Error(`The server did not start:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    ...run,
    url,
    async kill() {
      run.child.kill('SIGKILL');
      await run.exited;
    },
    async stop() {
      run.child.kill('SIGTERM');
      return run.exited;
    },
  };
}
