import type { Doc, ReadStore } from '../../projections/readStore';
import { MemoryCollection } from './memoryCollection';
import { deleteSnapshot, readSnapshotFrames, removeUnfinishedSnapshots, writeSnapshot, type CollectionSnapshot } from './snapshot';

export interface MemoryReadStore extends ReadStore {
  collection<T extends Doc = Doc>(name: string): MemoryCollection<T>;
  /** True when something changed since the last flush (or load). */
  readonly dirty: boolean;
  /** Settles once every collection has taken in what the snapshot held (each does on first use anyway). */
  readonly restored: Promise<void>;
}

/**
 * The embedded read store: collections in memory with MongoDB semantics, persisted by flush()
 * to `snapshotFile` (when given) and loaded from it on open.
 */
export async function openMemoryReadStore(options: { snapshotFile?: string } = {}): Promise<MemoryReadStore> {
  const { snapshotFile } = options;
  const collections = new Map<string, MemoryCollection>();
  // A change counter rather than a boolean, so a write made while a flush is writing stays dirty.
  let version = 0;
  let flushedVersion = 0;
  // Flushes and the snapshot deletion of dropAll run one after another, never interleaved.
  let queue: Promise<unknown> = Promise.resolve();
  const changed = () => void version++;
  const enqueue = (task: () => Promise<void>): Promise<void> => {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  };

  const getCollection = (name: string): MemoryCollection => {
    let collection = collections.get(name);
    if (!collection) {
      collection = new MemoryCollection(name, changed);
      collections.set(name, collection);
    }
    return collection;
  };

  if (snapshotFile) await removeUnfinishedSnapshots(snapshotFile);
  const loaded = snapshotFile ? readSnapshotFrames(snapshotFile) : null;
  if (loaded) for (const { name, frames, indexes } of loaded.collections) getCollection(name).restore({ frames, decode: loaded.decode }, indexes);
  let closed = false;
  const restored = restoreInBackground(Array.from(collections.values()), () => closed);
  restored.catch((error) => console.error('Could not restore the read models in the background:', error));

  const flush = (): Promise<void> =>
    enqueue(async () => {
      if (!snapshotFile || version === flushedVersion) return;
      const capturedVersion = version;
      // Stored documents are replaced, never mutated, so capturing the references is enough
      // for a consistent snapshot even if writes continue while the file is being written.
      const captured: CollectionSnapshot[] = [];
      for (const collection of collections.values()) {
        if (collection.docs.size === 0 && collection.indexes.length === 0) continue;
        captured.push({
          name: collection.name,
          indexes: collection.indexes.map((index) => index.spec),
          docs: Array.from(collection.docs.values()),
        });
      }
      await writeSnapshot(snapshotFile, captured);
      flushedVersion = capturedVersion;
    });

  return {
    restored,
    collection: <T extends Doc = Doc>(name: string) => getCollection(name) as unknown as MemoryCollection<T>,
    get dirty() {
      return version !== flushedVersion;
    },
    flush,
    async dropAll() {
      // Collections are emptied in place: handles obtained earlier stay usable, as with MongoDB.
      for (const collection of collections.values()) collection.clear();
      const emptyVersion = ++version;
      await enqueue(async () => {
        if (snapshotFile) await deleteSnapshot(snapshotFile);
        // No file and no documents agree, so there is nothing to flush unless written since.
        flushedVersion = emptyVersion;
      });
    },
    async drop(name) {
      // Emptied in place, as dropAll does: a handle obtained earlier stays usable; the snapshot leaves out an empty collection.
      const collection = collections.get(name);
      if (!collection) return;
      collection.clear();
      changed();
    },
    async close({ save = true } = {}) {
      if (save) await flush();
      // A save under way finishes before the file is let go of.
      else await enqueue(async () => undefined);
      closed = true;
      loaded?.close();
    },
  };
}

// A slice is a few milliseconds of work: requests wait at most that long behind the restore.
const RESTORE_SLICE = 20_000;

/** Takes in what the snapshot restored, a slice per turn of the event loop, after the server starts, until the store is closed. */
async function restoreInBackground(collections: MemoryCollection[], closed: () => boolean): Promise<void> {
  for (const collection of collections) {
    while (!closed() && !collection.restoreStep(RESTORE_SLICE)) await new Promise((resolve) => setImmediate(resolve));
  }
}
