import { describe, expect, it } from 'vitest';
import type { Doc, IndexSpec } from '../../projections/readStore';
import type { MemoryIndex } from './memoryIndex';
import { PendingRestore } from './pendingRestore';

const docs: Doc[] = Array.from({ length: 10 }, (_, i) => ({ _id: `d${i}`, tag: `t${i % 3}` }));
const specs: IndexSpec[] = [
  { keys: { tag: 1 }, name: 'tag_1' },
  { keys: { _id: 1, tag: 1 }, name: 'both' },
];

describe('pending restore', () => {
  it('takes in documents, then each index whole, a budget at a time', () => {
    const into = new Map<string, Doc>();
    const indexes: MemoryIndex[] = [];
    const pending = new PendingRestore(docs, specs, into, indexes);
    expect(pending.step(4)).toBe(false);
    expect(into.size).toBe(4);
    expect(pending.step(10)).toBe(false);
    expect([into.size, indexes.length]).toEqual([10, 0]);
    expect(pending.step(6)).toBe(false);
    expect(indexes.map((index) => index.name)).toEqual(['tag_1']);
    expect(pending.step(10)).toBe(true);
    expect(indexes.map((index) => index.name)).toEqual(['tag_1', 'both']);
    expect([...indexes[0].lookupFirst(['t1'])!].sort()).toEqual(['d1', 'd4', 'd7']);
  });

  it('finishes the indexes of an empty collection', () => {
    const indexes: MemoryIndex[] = [];
    expect(new PendingRestore([], specs, new Map(), indexes).step(5)).toBe(true);
    expect(indexes).toHaveLength(2);
  });
});
