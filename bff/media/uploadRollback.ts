import { AsyncLocalStorage } from 'node:async_hooks';
import type { MediaStore } from '../../domain/ports/mediaStore';

type RequestWrites = { media: string[]; recorded: boolean };

const current = new AsyncLocalStorage<RequestWrites>();

/** Notes a media file this request stored, to be removed if the request fails before it records anything. */
export function noteStoredMedia(id: string): void {
  current.getStore()?.media.push(id);
}

/** Notes that this request appended events: from then on its files may be named by them, so they stay. */
export function noteRecorded(): void {
  const writes = current.getStore();
  if (writes) writes.recorded = true;
}

/**
 * Runs one request so that it leaves no media file without its event: when it fails before any
 * event was appended (a full disk refused the post, a video's second file could not be written),
 * the files it stored are removed again.
 */
export async function withUploadRollback<T>(media: MediaStore, run: () => Promise<T>): Promise<T> {
  const writes: RequestWrites = { media: [], recorded: false };
  try {
    return await current.run(writes, run);
  } catch (error) {
    if (!writes.recorded) {
      for (const id of writes.media) await media.delete(id).catch((e) => console.error(`Could not remove unused media ${id}:`, e));
    }
    throw error;
  }
}
