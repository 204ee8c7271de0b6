import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { Doc, IndexSpec } from '../../projections/readStore';
import { decodeDocs, encodeDocs, type EncodedDocs } from './columns';

/**
 * Snapshot file format: a magic header, then frames of [u32 length][JSON header][u32 length]
 * [v8-serialized documents]. Each frame carries up to FRAME_DOCS documents of one collection,
 * column by column, so no single buffer grows with the whole store. The header names the
 * collection (the first frame of a collection also gives its index specs), so a start reads
 * only the headers and each frame's documents are read from the file when they are decoded.
 */
// 5: likes carry their post's id (LikeDoc.postId); a snapshot of 4 has likes without it, so the
// read models are rebuilt from the log rather than restored.
const MAGIC = Buffer.from('GLIMPSE-READSTORE-5\n');
// Small frames keep each slice of a flush short (about 25 ms at most with 1.2 M documents), so
// requests keep flowing while a snapshot is written; loading costs the same.
const FRAME_DOCS = 1_000;

export type CollectionSnapshot = { name: string; indexes: IndexSpec[]; docs: Doc[] };
type FrameHeader = { name: string; indexes?: IndexSpec[] };
/** Where a frame's documents lie in the file. */
export type FrameRef = { at: number; length: number };

/** Writes to a temporary file first, then renames, so a crash never leaves a torn snapshot. */
export async function writeSnapshot(file: string, collections: CollectionSnapshot[]): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  const handle = await open(temp, 'w');
  try {
    await handle.write(MAGIC);
    for (const { name, indexes, docs } of collections) {
      for (let start = 0; start === 0 || start < docs.length; start += FRAME_DOCS) {
        const header: FrameHeader = start === 0 ? { name, indexes } : { name };
        await handle.write(withLength(Buffer.from(JSON.stringify(header))));
        await handle.write(withLength(serialize(encodeDocs(docs.slice(start, start + FRAME_DOCS)))));
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

function withLength(payload: Buffer): Buffer {
  const framed = Buffer.allocUnsafe(4 + payload.length);
  framed.writeUInt32LE(payload.length);
  payload.copy(framed, 4);
  return framed;
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

/** A collection as a snapshot holds it: its index specs, and where its frames lie, not yet read. */
export type StoredCollection = { name: string; indexes: IndexSpec[]; frames: (FrameRef | null)[] };

/** A snapshot whose frames are read and decoded one at a time, each when its turn comes. */
export type SnapshotFrames = {
  collections: StoredCollection[];
  decode(frame: FrameRef, out: Doc[]): void;
  /** Lets go of the file before every frame is decoded (a store closed or emptied first). */
  close(): void;
};

/**
 * The collections in `file` and where their frames lie; null when there is no snapshot, or one
 * in an older format, which the read models are then rebuilt from the log instead of. Only the
 * headers are read here: a frame's documents are read from the file when they are decoded, so
 * memory never holds the file whole beside the documents built from it (docs/architecture.md
 * gives the start's peak both ways). The file stays open until every frame is decoded or the
 * store closes, so a newer snapshot renamed over it changes nothing read.
 */
export function readSnapshotFrames(file: string): SnapshotFrames | null {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  // Shared by every frame (see decodeDocs), and emptied with the file let go of.
  const ids = new Map<string, string>();
  let isOpen = true;
  const close = () => {
    if (isOpen) closeSync(fd);
    isOpen = false;
    ids.clear();
  };
  const end = fstatSync(fd).size;
  const readAt = (at: number, length: number): Buffer => {
    // Once closed, the descriptor's number may already name another file.
    if (!isOpen) throw new Error(`${file} was let go of before this frame was decoded`);
    if (at + length > end) throw new Error(`${file} ends inside a frame`);
    const buffer = Buffer.allocUnsafeSlow(length);
    readSync(fd, buffer, 0, length, at);
    return buffer;
  };
  const lengthAt = (at: number) => readAt(at, 4).readUInt32LE();
  try {
    if (end < MAGIC.length || !readAt(0, MAGIC.length).equals(MAGIC)) {
      close();
      console.warn(`${file} is not a snapshot in this version's format: the read models are rebuilt from the event log.`);
      return null;
    }
    const byName = new Map<string, StoredCollection>();
    let frames = 0;
    for (let at = MAGIC.length; at < end; frames++) {
      const headerLength = lengthAt(at);
      const header = JSON.parse(readAt(at + 4, headerLength).toString()) as FrameHeader;
      at += 4 + headerLength;
      const length = lengthAt(at);
      if (at + 4 + length > end) throw new Error(`${file} ends inside a frame`);
      let collection = byName.get(header.name);
      if (!collection) {
        collection = { name: header.name, indexes: [], frames: [] };
        byName.set(header.name, collection);
      }
      if (header.indexes) collection.indexes = header.indexes;
      collection.frames.push({ at: at + 4, length });
      at += 4 + length;
    }
    let undecoded = frames;
    return {
      collections: Array.from(byName.values()),
      decode(frame, out) {
        decodeDocs(deserialize(readAt(frame.at, frame.length)) as EncodedDocs, out, ids);
        if (--undecoded === 0) close();
      },
      close,
    };
  } catch (error) {
    close();
    throw error;
  }
}

/** The collections in `file`, decoded, or null when there is no snapshot yet. */
export async function readSnapshot(file: string): Promise<CollectionSnapshot[] | null> {
  const stored = readSnapshotFrames(file);
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
