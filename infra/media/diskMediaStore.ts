import { copyFile, mkdir, open, readdir, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStore } from '../../domain/ports/mediaStore';

const contentTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
};

const SAFE_ID = /^[A-Za-z0-9-]+\.[a-z0-9]+$/;
const TEMP_SUFFIX = '.tmp';

/**
 * Writes `bytes` to `file` whole or not at all: into a temporary file, flushed to the disk, then
 * renamed over. A failed write (a full disk) removes its partial temporary file.
 */
async function writeWhole(file: string, bytes: Buffer): Promise<void> {
  const temp = file + TEMP_SUFFIX;
  try {
    const handle = await open(temp, 'w');
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
}

/**
 * Moves a finished file into place whole: renamed when both are on one file system (the data
 * folder's scratch space is), else copied beside it, flushed, then renamed over.
 */
async function moveWhole(source: string, file: string): Promise<void> {
  try {
    await rename(source, file);
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
  }
  const temp = file + TEMP_SUFFIX;
  try {
    await copyFile(source, temp);
    const handle = await open(temp, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
}

/** Temporary files a killed process left behind: never renamed, so never acknowledged. */
async function removeLeftovers(folder: string): Promise<void> {
  const names = await readdir(folder);
  await Promise.all(names.filter((n) => n.endsWith(TEMP_SUFFIX)).map((n) => rm(path.join(folder, n), { force: true })));
}

/** Media as files in one folder; the content type follows from the id's extension. */
export async function openDiskMediaStore(folder: string): Promise<MediaStore> {
  await mkdir(folder, { recursive: true });
  await removeLeftovers(folder).catch((error) => console.error(`Could not remove unfinished uploads in ${folder}:`, error));
  return {
    async put(id, bytes) {
      if (!SAFE_ID.test(id)) throw new Error(`Unsafe media id ${id}`);
      await writeWhole(path.join(folder, id), bytes);
    },
    async putFile(id, sourcePath) {
      if (!SAFE_ID.test(id)) throw new Error(`Unsafe media id ${id}`);
      await moveWhole(sourcePath, path.join(folder, id));
    },
    async open(id) {
      const contentType = contentTypes[path.extname(id)];
      if (!SAFE_ID.test(id) || !contentType) return null;
      const file = path.join(folder, id);
      let size: number;
      try {
        size = (await stat(file)).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      // A file is written whole under a new id and never changed (writeWhole), so the size stays true.
      return {
        size,
        contentType,
        async stream(range) {
          let handle: FileHandle;
          try {
            handle = await open(file, 'r');
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
            throw error;
          }
          // Reads a highWaterMark (64 KiB) at a time, only as the consumer takes them, and stops at
          // `end`; the handle is closed at the end, on an error, or when the stream is destroyed.
          return handle.createReadStream({ start: range?.start ?? 0, end: range?.end, autoClose: true });
        },
      };
    },
    async delete(id) {
      if (!SAFE_ID.test(id)) return;
      await rm(path.join(folder, id), { force: true });
    },
  };
}
