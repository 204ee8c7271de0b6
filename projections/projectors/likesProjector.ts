import { collections, likeKey, likesBy, likesOfPost, postIdOfLike, type LikeDoc, type PostDoc } from '../readModels';
import type { ChangeNotice, Projector } from '../projector';
import type { ReadStore } from '../readStore';
import { countOnPost } from './postCounts';

export const likesProjector: Projector = {
  name: 'likes',
  writes: [collections.likes, collections.posts],
  handles: ['PostLiked', 'PostUnliked', 'PostDeleted', 'AccountDeleted'],
  // A post's likers (likeQueries.likers) and its likes when it goes: the likes of one post.
  async setup(store) {
    await store.collection(collections.likes).createIndex({ keys: { postId: 1 } });
  },
  async apply(event, stored, store) {
    // A deleted post's likes go with it.
    if (event.type === 'PostDeleted') {
      await store.collection(collections.likes).deleteMany(likesOfPost(event.data.postId));
      return [];
    }
    if (event.type === 'AccountDeleted') return removeLikesBy(event.data.userId, store);
    if (event.type !== 'PostLiked' && event.type !== 'PostUnliked') return [];
    const { postId, userId } = event.data;
    const liked = event.type === 'PostLiked';
    const likes = store.collection<LikeDoc>(collections.likes);
    const _id = likeKey(postId, userId);
    if (stored.revision === 0) {
      // A stream's first event: its document exists only if this very event was applied before,
      // so one upsert both records it and tells whether it is new (most likes are first events).
      const fields = { postId: await sharedPostId(store, postId), liked, revision: 0, seq: stored.position };
      const { upsertedId } = await likes.updateOne({ _id }, { $setOnInsert: fields }, { upsert: true });
      return upsertedId !== null && liked ? countOnPost(store, postId, 'likesCount', 1) : [];
    }
    const current = await likes.findOne({ _id });
    if (current && current.revision >= stored.revision) return [];
    // A like again comes back to the top of the likers; an unlike leaves the list by `liked` (and keeps its place, `seq`).
    const fields = current
      ? { liked, revision: stored.revision, ...(liked ? { seq: stored.position } : {}) }
      : { postId: await sharedPostId(store, postId), liked, revision: stored.revision, seq: stored.position };
    await likes.updateOne({ _id }, { $set: fields }, { upsert: true });
    if ((current?.liked ?? false) === liked) return [];
    return countOnPost(store, postId, 'likesCount', liked ? 1 : -1);
  },
};

/**
 * The post's id as its document holds it, so that a million likes share a few thousand strings
 * instead of each keeping the copy its event was read with (56 bytes each); the event's own when
 * the post is gone.
 */
async function sharedPostId(store: ReadStore, postId: string): Promise<string> {
  return (await store.collection<PostDoc>(collections.posts).findOne({ _id: postId }))?._id ?? postId;
}

/**
 * A deleted account's likes go, and each post it liked counts one like fewer. A scan of the like
 * keys, with no index by person: deletions are rare, and such an index would slow every like.
 */
async function removeLikesBy(userId: string, store: ReadStore): Promise<ChangeNotice[]> {
  const likes = store.collection<LikeDoc>(collections.likes);
  const notices: ChangeNotice[] = [];
  for (const like of await likes.find(likesBy(userId))) {
    await likes.deleteOne({ _id: like._id });
    if (like.liked) notices.push(...(await countOnPost(store, postIdOfLike(like._id), 'likesCount', -1)));
  }
  return notices;
}
