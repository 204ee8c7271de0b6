import { collections, likesOfPost, type PostDoc } from '../readModels';
import type { ChangeNotice, Projector } from '../projector';
import { forgetVersions, postEdited } from './postVersions';

export const postsProjector: Projector = {
  name: 'posts',
  writes: [collections.comments, collections.likes, collections.postVersions, collections.posts, collections.saves, collections.users],
  handles: ['PostPublished', 'PostEdited', 'PostDeleted', 'PostBanned', 'PostUnbanned', 'AccountDeleted'],
  async setup(store) {
    await store.collection(collections.posts).createIndex({ keys: { userId: 1, createdAt: -1 } });
    await store.collection(collections.posts).createIndex({ keys: { banned: 1, bannedAt: -1 } });
    await store.collection(collections.postVersions).createIndex({ keys: { postId: 1, editedAt: 1 } });
    await store.collection(collections.postVersions).createIndex({ keys: { userId: 1 } });
  },
  // A deleted account's posts go, with the comments, likes and bookmarks on them.
  async apply(event, stored, store) {
    const posts = store.collection<PostDoc>(collections.posts);
    switch (event.type) {
      case 'PostPublished': {
        const { postId, userId, mediaUrl, mediaType, posterUrl, caption, location, hashtags, publishedAt, alts } = event.data;
        const post: Omit<PostDoc, '_id'> = {
          userId,
          mediaUrl,
          mediaType,
          posterUrl,
          // A deleted author's alt texts read as none (sealed, their key destroyed): '' each.
          media: event.data.media.map((item, i) => ({ ...item, alt: alts[i] ?? '' })),
          caption,
          location,
          hashtags,
          likesCount: 0,
          commentsCount: 0,
          createdAt: publishedAt,
        };
        const { upsertedId } = await posts.updateOne({ _id: postId }, { $setOnInsert: post }, { upsert: true });
        // Count the post only the first time it is seen, so a replayed event counts nothing twice.
        if (upsertedId === null) return [];
        await store.collection(collections.users).updateOne({ _id: userId }, { $inc: { postsCount: 1 } });
        return [
          { kind: 'post', id: postId },
          { kind: 'user', id: userId },
          { kind: 'feed', postId, authorId: userId, change: 'added' },
        ];
      }
      case 'PostEdited':
        return postEdited(event, stored.revision, store);
      case 'PostDeleted': {
        const { postId, userId } = event.data;
        await forgetVersions(store, { postId });
        const post = await posts.findOne({ _id: postId });
        // Gone already: this is a replay, and the count was fixed the first time.
        if (!post || (await posts.deleteOne({ _id: postId })).deletedCount === 0) return [];
        // A banned post was taken off the count when it was banned.
        if (!post.banned) await store.collection(collections.users).updateOne({ _id: userId }, { $inc: { postsCount: -1 } });
        return removedFromFeeds(postId, userId);
      }
      case 'PostBanned': {
        const { postId, by, reason, at } = event.data;
        const post = await posts.findOne({ _id: postId });
        if (!post || post.banned) return [];
        await posts.updateOne({ _id: postId }, { $set: { banned: true, bannedAt: at, bannedBy: by, banReason: reason } });
        // A profile's post count never counts banned posts.
        await store.collection(collections.users).updateOne({ _id: post.userId }, { $inc: { postsCount: -1 } });
        return removedFromFeeds(postId, post.userId);
      }
      case 'PostUnbanned': {
        const post = await posts.findOne({ _id: event.data.postId });
        if (!post?.banned) return [];
        await posts.updateOne({ _id: post._id }, { $set: { banned: null, bannedAt: null, bannedBy: null, banReason: null } });
        await store.collection(collections.users).updateOne({ _id: post.userId }, { $inc: { postsCount: 1 } });
        return [
          { kind: 'post', id: post._id },
          { kind: 'user', id: post.userId },
          { kind: 'feed', postId: post._id, authorId: post.userId, change: 'added' },
        ];
      }
      case 'AccountDeleted': {
        await forgetVersions(store, { userId: event.data.userId });
        const notices: ChangeNotice[] = [];
        for (const post of await posts.find({ userId: event.data.userId })) {
          await posts.deleteOne({ _id: post._id });
          await store.collection(collections.comments).deleteMany({ postId: post._id });
          await store.collection(collections.likes).deleteMany(likesOfPost(post._id));
          await store.collection(collections.saves).deleteMany({ postId: post._id });
          notices.push(...removedFromFeeds(post._id, post.userId));
        }
        return notices;
      }
      default:
        return [];
    }
  },
};

// The author's 'user' notice makes every remembered feed page that may hold the post stale.
function removedFromFeeds(postId: string, authorId: string): ChangeNotice[] {
  return [
    { kind: 'post', id: postId },
    { kind: 'user', id: authorId },
    { kind: 'feed', postId, authorId, change: 'removed' },
  ];
}
