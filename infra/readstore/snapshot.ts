import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { Doc, IndexSpec } from '../../projections/readStore';
import { decodeDocs, encodeDocs, type EncodedDocs } from './columns';

/**
 * Snapshot file format: a magic header, then frames of [u32 length][v8-serialized payload].
 * Each frame carries up to FRAME_DOCS documents of one collection, column by column (the first
 * frame of a collection also its index specs), so no single buffer grows with the whole store.
 */
const MAGIC = Buffer.from('GLIMPSE-READSTORE-3\n');
// Small frames keep each slice of a flush short (about 25 ms at most with 1.2 M documents), so
// requests keep flowing while a snapshot is written; loading costs the same.
const FRAME_DOCS = 1_000;

export type CollectionSnapshot = { name: string; indexes: IndexSpec[]; docs: Doc[] };
type Frame = { name: string; indexes?: IndexSpec[]; docs: EncodedDocs };

/** Writes to a temporary file first, then renames, so a crash never leaves a torn snapshot. */
export async function writeSnapshot(file: string, collections: CollectionSnapshot[]): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  const handle = await open(temp, 'w');
  try {
    await handle.write(MAGIC);
    for (const { name, indexes, docs } of collections) {
      for (let start = 0; start === 0 || start < docs.length; start += FRAME_DOCS) {
        const frame: Frame = { name, docs: encodeDocs(docs.slice(start, start + FRAME_DOCS)) };
        if (start === 0) frame.indexes = indexes;
        const payload = serialize(frame);
        const length = Buffer.alloc(4);
        length.writeUInt32LE(payload.length);
        await handle.write(length);
        await handle.write(payload);
      }
    }
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  await rename(temp, file);
  await syncFolder(dirname(file));
}

// The rename is durable only once the folder's entry is on the disk too.
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Removes the temporary files of snapshot writes a killed process never finished (the snapshot
 * itself is untouched: a write only replaces it by renaming a complete file over it).
 */
export async function removeUnfinishedSnapshots(file: string): Promise<void> {
  const prefix = `${basename(file)}.`;
  let names: string[];
  try {
    names = await readdir(dirname(file));
  } catch {
    return;
  }
  for (const name of names) {
    const pid = name.startsWith(prefix) && name.endsWith('.tmp') ? Number(name.slice(prefix.length, -'.tmp'.length)) : NaN;
    if (Number.isInteger(pid) && (pid === process.pid || !isRunning(pid))) await rm(join(dirname(file), name), { force: true });
  }
}

/** A collection as a snapshot holds it: its index specs, and its documents in frames not yet decoded. */
export type StoredCollection = { name: string; indexes: IndexSpec[]; frames: (EncodedDocs | null)[] };

/**
 * The collections in `file`, their frames read but not decoded, and the decoder they share; null
 * when there is no snapshot yet. Decoding (objects built from columns) is most of a load: the
 * read store does it behind the first answers, a collection at a time (PendingRestore).
 */
export async function readSnapshotFrames(file: string): Promise<{ collections: StoredCollection[]; decode(frame: EncodedDocs, out: Doc[]): void } | null> {
  let buffer: Buffer;
  try {
    buffer = await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (!buffer.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error(`${file} is not a read store snapshot (or an older format)`);
  const byName = new Map<string, StoredCollection>();
  for (let at = MAGIC.length; at < buffer.length; ) {
    const length = buffer.readUInt32LE(at);
    const frame = deserialize(buffer.subarray(at + 4, at + 4 + length)) as Frame;
    at += 4 + length;
    let collection = byName.get(frame.name);
    if (!collection) {
      collection = { name: frame.name, indexes: [], frames: [] };
      byName.set(frame.name, collection);
    }
    if (frame.indexes) collection.indexes = frame.indexes;
    collection.frames.push(frame.docs);
  }
  // Shared by every frame (see decodeDocs), and let go once they are all decoded.
  const ids = new Map<string, string>();
  return { collections: Array.from(byName.values()), decode: (frame, out) => decodeDocs(frame, out, ids) };
}

/** The collections in `file`, decoded, or null when there is no snapshot yet. */
export async function readSnapshot(file: string): Promise<CollectionSnapshot[] | null> {
  const stored = await readSnapshotFrames(file);
  if (!stored) return null;
  return stored.collections.map(({ name, indexes, frames }) => {
    const docs: Doc[] = [];
    for (const frame of frames) if (frame) stored.decode(frame, docs);
    return { name, indexes, docs };
  });
}

export async function deleteSnapshot(file: string): Promise<void> {
  await rm(file, { force: true });
}
