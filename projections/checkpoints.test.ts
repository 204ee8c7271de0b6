import { describe, expect, it } from 'vitest';
import { openMemoryReadStore } from '../infra/readstore/memoryReadStore';
import { loadCheckpoints, storeCheckpoints } from './checkpoints';
import { collections } from './readModels';

const withDocs = async (docs: ({ _id: string; position: number } | { _id: string; positions: Record<string, number> })[]) => {
  const store = await openMemoryReadStore({});
  for (const doc of docs) await store.collection(collections.checkpoints).insertOne(doc);
  return store;
};

describe('checkpoints per projector', () => {
  it('starts a read store that has none at 0 for every projector', async () => {
    const store = await withDocs([]);
    expect(Object.fromEntries(await loadCheckpoints(store, ['a', 'b']))).toEqual({ a: 0, b: 0 });
  });

  it('gives every projector the shared checkpoint once, storing each before forgetting it', async () => {
    const store = await withDocs([{ _id: 'main', position: 40 }]);
    expect(Object.fromEntries(await loadCheckpoints(store, ['a', 'b']))).toEqual({ a: 40, b: 40 });
    expect(await store.collection(collections.checkpoints).find({})).toEqual([{ _id: 'projectors', positions: { a: 40, b: 40 } }]);
  });

  it('ignores a shared checkpoint left beside projectors’ own (a stop in the middle of the first start) and removes it', async () => {
    const store = await withDocs([
      { _id: 'main', position: 40 },
      { _id: 'projectors', positions: { a: 55 } },
    ]);
    expect(Object.fromEntries(await loadCheckpoints(store, ['a', 'added']))).toEqual({ a: 55, added: 0 });
    expect(await store.collection(collections.checkpoints).findOne({ _id: 'main' })).toBeNull();
  });

  it('stores the positions given, leaving the others as they are', async () => {
    const store = await withDocs([{ _id: 'projectors', positions: { a: 5 } }]);
    await storeCheckpoints(store, new Map([['b', 9]]));
    expect(Object.fromEntries(await loadCheckpoints(store, ['a', 'b']))).toEqual({ a: 5, b: 9 });
  });

  it('refuses a projector name that would be a path or an operator', async () => {
    const store = await withDocs([]);
    await expect(storeCheckpoints(store, new Map([['a.b', 1]]))).rejects.toThrow('plain word');
  });
});
