import { collections, likeKey, type LikeDoc } from '../readModels';
import type { Projector } from '../projector';

export const likesProjector: Projector = {
  name: 'likes',
  async setup(store) {
    await store.collection(collections.likes).createIndex({ keys: { postId: 1 } });
    await store.collection(collections.likes).createIndex({ keys: { userId: 1 } });
  },
  async apply(event, stored, store) {
    if (event.type !== 'PostLiked' && event.type !== 'PostUnliked') return [];
    const { postId, userId } = event.data;
    const liked = event.type === 'PostLiked';
    const likes = store.collection<LikeDoc>(collections.likes);
    const _id = likeKey(postId, userId);
    const current = await likes.findOne({ _id });
    if (current && current.revision >= stored.revision) return [];
    await likes.updateOne({ _id }, { $set: { postId, userId, liked, revision: stored.revision } }, { upsert: true });
    if ((current?.liked ?? false) === liked) return [];
    await store.collection(collections.posts).updateOne({ _id: postId }, { $inc: { likesCount: liked ? 1 : -1 } });
    return [{ kind: 'post', id: postId }];
  },
};
