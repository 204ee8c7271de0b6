import { copyFile, mkdir, open, readdir, rename, rm, stat, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStore } from '../../domain/ports/mediaStore';
import { contentTypeOf, isSafeMediaId } from './mediaIds';

const TEMP_SUFFIX = '.tmp';

async function flush(file: string): Promise<void> {
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Puts a file in place whole or not at all: `fill` writes it beside its place, it is flushed to
 * the disk, then renamed over. A failed write (a full disk) removes its partial temporary file.
 */
async function intoPlace(file: string, fill: (temp: string) => Promise<void>): Promise<void> {
  const temp = file + TEMP_SUFFIX;
  try {
    await fill(temp);
    await flush(temp);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
}

/**
 * A finished file (in the data folder's scratch space) is flushed and renamed into place, so it
 * is on the disk before its upload is acknowledged; from another file system, it is copied.
 */
async function moveWhole(source: string, file: string): Promise<void> {
  await flush(source);
  try {
    await rename(source, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await intoPlace(file, (temp) => copyFile(source, temp));
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
      if (!isSafeMediaId(id)) throw new Error(`Unsafe media id ${id}`);
      await intoPlace(path.join(folder, id), (temp) => writeFile(temp, bytes));
    },
    async putFile(id, sourcePath) {
      if (!isSafeMediaId(id)) throw new Error(`Unsafe media id ${id}`);
      await moveWhole(sourcePath, path.join(folder, id));
    },
    async open(id) {
      const contentType = contentTypeOf(id);
      if (!isSafeMediaId(id) || !contentType) return null;
      const file = path.join(folder, id);
      let size: number;
      try {
        size = (await stat(file)).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      // A file is written whole under a new id and never changed (intoPlace), so the size stays true.
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
      if (!isSafeMediaId(id)) return;
      await rm(path.join(folder, id), { force: true });
    },
  };
}
