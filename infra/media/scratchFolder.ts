import { mkdir, rm } from 'node:fs/promises';

/**
 * Where uploads arrive and videos are re-muxed: inside the data folder, so no upload (with its
 * GPS location) outlives a crash in a shared /tmp, and emptied at every start for what a killed
 * process left there.
 */
export async function openScratchFolder(folder: string): Promise<string> {
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true, mode: 0o700 });
  return folder;
}
