import { collections, postIdOfLike, type LikeDoc } from '../readModels';
import type { ReadStore } from '../readStore';

/** What the likes read model answers: which posts a person likes. */
export function likeQueries(store: ReadStore) {
  const likes = store.collection<LikeDoc>(collections.likes);
  return {
    /** The ids of the posts liked among these like keys (likeKey(postId, viewerId)): by ids alone, the lookup every store answers fastest. */
    async likedAmong(keys: string[]): Promise<Set<string>> {
      const liked = new Set<string>();
      if (keys.length) for (const like of await likes.find({ _id: { $in: keys } })) if (like.liked) liked.add(postIdOfLike(like._id));
      return liked;
    },
  };
}

export type LikeQueries = ReturnType<typeof likeQueries>;
