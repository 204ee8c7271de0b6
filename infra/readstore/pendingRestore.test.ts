import { describe, expect, it } from 'vitest';
import type { Doc, IndexSpec } from '../../projections/readStore';
import type { MemoryIndex } from './memoryIndex';
import { PendingRestore } from './pendingRestore';

const docs: Doc[] = Array.from({ length: 10 }, (_, i) => ({ _id: `d${i}`, tag: `t${i % 3}` }));
const specs: IndexSpec[] = [
  { keys: { tag: 1 }, name: 'tag_1' },
  { keys: { _id: 1, tag: 1 }, name: 'both' },
];

// Frames of 4 documents, decoded by copying, as the snapshot's columns would be.
const source = (all: Doc[]) => ({
  frames: Array.from({ length: Math.ceil(all.length / 4) }, (_, i) => all.slice(i * 4, i * 4 + 4)),
  decode: (frame: Doc[], out: Doc[]) => out.push(...frame),
});

describe('pending restore', () => {
  it('decodes and takes in documents, then builds each index whole, a budget at a time', () => {
    const into = new Map<string, Doc>();
    const indexes: MemoryIndex[] = [];
    const pending = new PendingRestore(source(docs), specs, into, indexes);
    // A document costs one to decode and one to take in.
    expect(pending.step(7)).toBe(false);
    expect(into.size).toBe(3);
    expect(pending.step(1)).toBe(false);
    expect(into.size).toBe(4);
    expect(pending.step(12)).toBe(false);
    expect([into.size, indexes.length]).toEqual([10, 0]);
    expect(pending.step(10)).toBe(false);
    expect(indexes.map((index) => index.name)).toEqual(['tag_1']);
    expect(pending.step(10)).toBe(true);
    expect(indexes.map((index) => index.name)).toEqual(['tag_1', 'both']);
    expect([...indexes[0].lookupFirst(['t1'])!].sort()).toEqual(['d1', 'd4', 'd7']);
  });

  it('takes in every document for a read by id, and builds the indexes only at the next steps', () => {
    const into = new Map<string, Doc>();
    const indexes: MemoryIndex[] = [];
    const pending = new PendingRestore(source(docs), specs, into, indexes);
    pending.takeInDocuments();
    expect([into.size, indexes.length]).toEqual([10, 0]);
    pending.takeInDocuments();
    expect(indexes.length).toBe(0);
    expect(pending.step(10)).toBe(false);
    expect(indexes.map((index) => index.name)).toEqual(['tag_1']);
    expect(pending.step()).toBe(true);
    expect([...indexes[1].lookupFirst(['d4'])!]).toEqual(['d4']);
  });

  it('decodes a frame only when its documents are due, and lets go of it once decoded', () => {
    const decoded: number[] = [];
    const frames = source(docs);
    const pending = new PendingRestore(
      {
        frames: frames.frames,
        decode: (frame: Doc[], out: Doc[]) => {
          decoded.push(frame.length);
          frames.decode(frame, out);
        },
      },
      specs,
      new Map(),
      [],
    );
    pending.step(6);
    expect(decoded).toEqual([4]);
    pending.step(4);
    expect(decoded).toEqual([4, 4]);
    expect(frames.frames[0]).toBeNull();
    expect(pending.step(Infinity)).toBe(true);
    expect(decoded).toEqual([4, 4, 2]);
  });

  it('is not done while frames remain, in a collection without indexes whose budget ends between two frames', () => {
    const into = new Map<string, Doc>();
    const pending = new PendingRestore(source(docs), [], into, []);
    // The first frame's four documents, decoded and taken in: the budget is spent, six remain in the file.
    expect(pending.step(8)).toBe(false);
    expect(into.size).toBe(4);
    expect(pending.step(8)).toBe(false);
    expect(pending.step(Infinity)).toBe(true);
    expect([...into.keys()]).toEqual(docs.map((doc) => doc._id));
  });

  it('finishes the indexes of an empty collection', () => {
    const indexes: MemoryIndex[] = [];
    expect(new PendingRestore(source([]), specs, new Map(), indexes).step(5)).toBe(true);
    expect(indexes).toHaveLength(2);
  });
});
