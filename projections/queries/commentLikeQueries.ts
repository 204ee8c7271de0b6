import { collections, type CommentLikeDoc } from '../readModels';
import type { ReadStore } from '../readStore';

/** What the comment likes read model answers: which comments a person likes. */
export function commentLikeQueries(store: ReadStore) {
  const likes = store.collection<CommentLikeDoc>(collections.commentLikes);
  return {
    /** The ids of the comments liked among these keys (commentLikeKey(commentId, viewerId)): by ids alone. */
    async likedAmong(keys: string[]): Promise<Set<string>> {
      if (!keys.length) return new Set();
      return new Set((await likes.find({ _id: { $in: keys } })).filter((like) => like.liked).map((like) => like.commentId));
    },
  };
}

export type CommentLikeQueries = ReturnType<typeof commentLikeQueries>;
