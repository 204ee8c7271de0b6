import { collections, type SaveDoc } from '../readModels';
import type { ReadStore } from '../readStore';

/** What the bookmarks read model answers: which posts a person saved. */
export function saveQueries(store: ReadStore) {
  const saves = store.collection<SaveDoc>(collections.saves);
  return {
    /** The ids of the posts saved among these save keys (saveKey(postId, viewerId)). */
    async savedAmong(keys: string[]): Promise<Set<string>> {
      const saved = new Set<string>();
      if (keys.length) for (const save of await saves.find({ _id: { $in: keys } })) if (save.saved) saved.add(save.postId);
      return saved;
    },
  };
}

export type SaveQueries = ReturnType<typeof saveQueries>;
