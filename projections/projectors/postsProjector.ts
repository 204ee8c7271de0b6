import { collections, type LikeDoc, type PostDoc } from '../readModels';
import type { ChangeNotice, Projector } from '../projector';
import type { ReadStore } from '../readStore';

export const postsProjector: Projector = {
  name: 'posts',
  async setup(store) {
    await store.collection(collections.posts).createIndex({ keys: { userId: 1, createdAt: -1 } });
  },
  async apply(event, _stored, store) {
    if (event.type === 'AccountDeleted') return removePostsOf(event.data.userId, store);
    if (event.type !== 'PostPublished') return [];
    const { postId, userId, mediaUrl, mediaType, caption, location, hashtags, publishedAt } = event.data;
    const post: Omit<PostDoc, '_id'> = {
      userId,
      mediaUrl,
      mediaType,
      caption,
      location,
      hashtags,
      likesCount: 0,
      commentsCount: 0,
      createdAt: publishedAt,
    };
    const { upsertedId } = await store.collection<PostDoc>(collections.posts).updateOne({ _id: postId }, { $setOnInsert: post }, { upsert: true });
    // Count the post only the first time it is seen, so a replayed event counts nothing twice.
    if (upsertedId === null) return [];
    await store.collection(collections.users).updateOne({ _id: userId }, { $inc: { postsCount: 1 } });
    return [
      { kind: 'post', id: postId },
      { kind: 'user', id: userId },
    ];
  },
};

/** A deleted account's posts go, with the likes they had received. */
async function removePostsOf(userId: string, store: ReadStore): Promise<ChangeNotice[]> {
  const posts = store.collection<PostDoc>(collections.posts);
  const ids = (await posts.find({ userId })).map((p) => p._id);
  if (ids.length === 0) return [];
  await store.collection<LikeDoc>(collections.likes).deleteMany({ postId: { $in: ids } });
  await posts.deleteMany({ userId });
  return ids.map((id) => ({ kind: 'post', id }));
}
