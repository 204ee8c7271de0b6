import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../../infra/config';
import { startGlimpse, type Glimpse } from '../../bff/app';

export async function tempDataDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'glimpse-test-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** The whole server in-process on a free port, on the embedded engines in `dataDir`. */
export function startTestServer(dataDir: string, env: Record<string, string> = {}): Promise<Glimpse> {
  return startGlimpse(readConfig({ DATA_DIR: dataDir, PORT: '0', DEMO_CONTENT: 'false', ...env }));
}
