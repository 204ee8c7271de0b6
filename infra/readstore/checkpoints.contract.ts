import { describe, expect, it } from 'vitest';
import { loadCheckpoints, lowestCheckpoint, storeCheckpoints } from '../../projections/checkpoints';
import { collections } from '../../projections/readModels';
import type { ReadStore } from '../../projections/readStore';

/**
 * The per-projector checkpoints on a read store adapter: each projector's position by name in one
 * document, the old shared one taken over once, and what an API instance reads at its start.
 * Each test opens a store of its own (a database of its own on a server).
 */
export function checkpointsContract(name: string, open: () => Promise<{ store: ReadStore; cleanup: () => Promise<void> }>): void {
  describe(`Per-projector checkpoints: ${name}`, () => {
    it('keeps each projector at its own position across a restart, 0 for one added since', async () => {
      const { store, cleanup } = await open();
      await storeCheckpoints(
        store,
        new Map([
          ['likes', 120],
          ['posts', 95],
        ]),
      );
      await storeCheckpoints(store, new Map([['likes', 130]]));
      expect(Object.fromEntries(await loadCheckpoints(store, ['likes', 'posts', 'added']))).toEqual({ likes: 130, posts: 95, added: 0 });
      await cleanup();
    });

    it('gives every projector the old shared checkpoint once, then forgets it', async () => {
      const { store, cleanup } = await open();
      await store.collection(collections.checkpoints).insertOne({ _id: 'main', position: 40 });
      expect(Object.fromEntries(await loadCheckpoints(store, ['a', 'b']))).toEqual({ a: 40, b: 40 });
      expect(await store.collection(collections.checkpoints).find({})).toEqual([{ _id: 'projectors', positions: { a: 40, b: 40 } }]);
      await cleanup();
    });

    it('answers the lowest checkpoint of the projectors named, for an API instance starting, without changing anything', async () => {
      const { store, cleanup } = await open();
      expect(await lowestCheckpoint(store, ['a', 'b'])).toBe(0);
      await store.collection(collections.checkpoints).insertOne({ _id: 'main', position: 40 });
      expect(await lowestCheckpoint(store, ['a', 'b'])).toBe(40);
      expect(await store.collection(collections.checkpoints).countDocuments({ _id: 'main' })).toBe(1);
      await loadCheckpoints(store, ['a', 'b']);
      await storeCheckpoints(store, new Map([['a', 70]]));
      expect(await lowestCheckpoint(store, ['a', 'b'])).toBe(40);
      expect(await lowestCheckpoint(store, ['a'])).toBe(70);
      await cleanup();
    });
  });
}
