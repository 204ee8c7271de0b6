import { posterUrlOf } from '../../domain/post/poster';
import { collections, type PostDoc } from '../readModels';
import type { Projector } from '../projector';

export const postsProjector: Projector = {
  name: 'posts',
  async setup(store) {
    await store.collection(collections.posts).createIndex({ keys: { userId: 1, createdAt: -1 } });
  },
  async apply(event, _stored, store) {
    if (event.type !== 'PostPublished') return [];
    const { postId, userId, mediaUrl, mediaType, caption, location, hashtags, publishedAt } = event.data;
    const post: Omit<PostDoc, '_id'> = {
      userId,
      mediaUrl,
      mediaType,
      posterUrl: posterUrlOf(mediaUrl, mediaType),
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
