import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploads arrive and videos are re-muxed: inside the data folder, so no upload (with its
 * GPS location) outlives a crash in a shared /tmp, and emptied at every start for what a killed
 * process left there. A worker among several (WORKERS=N) gets a folder of its own inside it,
 * named by its process id, which the primary empties when the worker exits; the primary empties
 * the whole folder before it starts any.
 */
export async function openScratchFolder(folder: string, options: { worker?: boolean } = {}): Promise<string> {
  const own = options.worker ? workerScratch(folder, process.pid) : folder;
  await rm(own, { recursive: true, force: true });
  await mkdir(own, { recursive: true, mode: 0o700 });
  return own;
}

export const workerScratch = (folder: string, pid: number) => path.join(folder, `worker-${pid}`);
