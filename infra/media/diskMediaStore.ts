import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
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

/** Media as files in one folder; the content type follows from the id's extension. */
export async function openDiskMediaStore(folder: string): Promise<MediaStore> {
  await mkdir(folder, { recursive: true });
  return {
    async put(id, bytes) {
      if (!SAFE_ID.test(id)) throw new Error(`Unsafe media id ${id}`);
      const file = path.join(folder, id);
      await writeFile(`${file}.tmp`, bytes);
      await rename(`${file}.tmp`, file);
    },
    async get(id) {
      const contentType = contentTypes[path.extname(id)];
      if (!SAFE_ID.test(id) || !contentType) return null;
      try {
        return { bytes: await readFile(path.join(folder, id)), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(id) {
      if (!SAFE_ID.test(id)) throw new Error(`Unsafe media id ${id}`);
      await rm(path.join(folder, id), { force: true });
    },
  };
}
