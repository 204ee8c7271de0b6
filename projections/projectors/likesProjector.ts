import { collections, likeKey, type LikeDoc } from '../readModels';
import type { Projector } from '../projector';
import { countOnPost } from './postCounts';

export const likesProjector: Projector = {
  name: 'likes',
  // No secondary index: every read and write finds a like by its _id (post and user). An index on
  // postId or userId cost a quarter of a full replay's time and memory for no query; add one
  // together with the first query that needs it.
  async setup() {},
  async apply(event, stored, store) {
    // A deleted post's likes go with it. Rare enough that a scan (there is no postId index) is cheaper than the index.
    if (event.type === 'PostDeleted') {
      await store.collection(collections.likes).deleteMany({ postId: event.data.postId });
      return [];
    }
    if (event.type !== 'PostLiked' && event.type !== 'PostUnliked') return [];
    const { postId, userId } = event.data;
    const liked = event.type === 'PostLiked';
    const likes = store.collection<LikeDoc>(collections.likes);
    const _id = likeKey(postId, userId);
    if (stored.revision === 0) {
      // A stream's first event: its document exists only if this very event was applied before,
      // so one upsert both records it and tells whether it is new (most likes are first events).
      const { upsertedId } = await likes.updateOne({ _id }, { $setOnInsert: { postId, userId, liked, revision: 0 } }, { upsert: true });
      return upsertedId !== null && liked ? countOnPost(store, postId, 'likesCount', 1) : [];
    }
    const current = await likes.findOne({ _id });
    if (current && current.revision >= stored.revision) return [];
    await likes.updateOne({ _id }, { $set: { postId, userId, liked, revision: stored.revision } }, { upsert: true });
    if ((current?.liked ?? false) === liked) return [];
    return countOnPost(store, postId, 'likesCount', liked ? 1 : -1);
  },
};
