import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** A fresh folder under the system's temp dir, and how to remove it. */
export async function tempDataDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'glimpse-test-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
