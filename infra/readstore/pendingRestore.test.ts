import { describe, expect, it } from 'vitest';
import type { Doc, IndexSpec } from '../../projections/readStore';
import { encodeDocs } from './columns';
import type { MemoryIndex } from './memoryIndex';
import { PendingRestore } from './pendingRestore';

const ownerId = (i: number) => `3f1c2d4e-0000-4000-8000-00000000000${i % 2}`;
const docs: Doc[] = Array.from({ length: 10 }, (_, i) => ({ _id: `d${i}`, tag: `t${i % 3}`, ownerId: ownerId(i) }));
// Three frames, as a snapshot holds a collection: decoded as the restore reaches them.
const frames = () => [encodeDocs(docs.slice(0, 3)), encodeDocs([]), encodeDocs(docs.slice(3, 7)), encodeDocs(docs.slice(7))];
const specs: IndexSpec[] = [
  { keys: { tag: 1 }, name: 'tag_1' },
  { keys: { _id: 1, tag: 1 }, name: 'both' },
];

describe('pending restore', () => {
  it('takes in documents, then each index whole, a budget at a time', () => {
    const into = new Map<string, Doc>();
    const indexes: MemoryIndex[] = [];
    const pending = new PendingRestore(frames(), new Map(), specs, into, indexes);
    expect(pending.step(4)).toBe(false);
    expect(into.size).toBe(4);
    expect(pending.step(10)).toBe(false);
    expect([into.size, indexes.length]).toEqual([10, 0]);
    expect(pending.step(6)).toBe(false);
    expect(indexes.map((index) => index.name)).toEqual(['tag_1']);
    expect(pending.step(10)).toBe(true);
    expect(indexes.map((index) => index.name)).toEqual(['tag_1', 'both']);
    expect([...indexes[0].lookupFirst(['t1'])!].sort()).toEqual(['d1', 'd4', 'd7']);
    expect([...into.values()]).toEqual(docs);
  });

  it('gives an id held by many documents one copy, across frames and collections', () => {
    const ids = new Map<string, string>();
    const first = new Map<string, Doc>();
    const second = new Map<string, Doc>();
    new PendingRestore(frames(), ids, [], first, []).step();
    new PendingRestore(frames(), ids, [], second, []).step();
    expect([...ids.keys()].sort()).toEqual([ownerId(0), ownerId(1)]);
    expect([...second.values()]).toEqual(docs);
  });

  it('finishes the indexes of an empty collection', () => {
    const indexes: MemoryIndex[] = [];
    expect(new PendingRestore([encodeDocs([])], new Map(), specs, new Map(), indexes).step(5)).toBe(true);
    expect(indexes).toHaveLength(2);
  });
});
