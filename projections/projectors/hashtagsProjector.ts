import { collections, hashtagPostKey, type HashtagDoc, type HashtagPostDoc, type PostDoc } from '../readModels';
import type { ChangeNotice, Projector } from '../projector';
import type { ReadStore } from '../readStore';
import { prefixKeys } from '../searchKeys';

type Tagged = { postId: string; userId: string; hashtags: string[]; createdAt: string };

/**
 * Each hashtag's posts, newest first, and its count, so a hashtag page is one indexed read. A
 * post leaves its hashtags when it is deleted or banned (and comes back when unbanned), and with
 * its author's account, and follows its caption when edited. Counts move only when an entry is really added or removed, so a replayed
 * event counts nothing twice.
 */
export const hashtagsProjector: Projector = {
  name: 'hashtags',
  writes: [collections.hashtagPosts, collections.hashtags],
  handles: ['PostPublished', 'PostEdited', 'PostUnbanned', 'PostDeleted', 'PostBanned', 'AccountDeleted'],
  async setup(store) {
    await store.collection(collections.hashtagPosts).createIndex({ keys: { tag: 1, createdAt: -1 } });
    await store.collection(collections.hashtagPosts).createIndex({ keys: { postId: 1 } });
    await store.collection(collections.hashtagPosts).createIndex({ keys: { userId: 1 } });
    // The hashtag search: a prefix's hashtags, most used first.
    await store.collection(collections.hashtags).createIndex({ keys: { prefixes: 1, postsCount: -1 } });
  },
  async apply(event, _stored, store) {
    switch (event.type) {
      case 'PostPublished': {
        const { postId, userId, hashtags, publishedAt } = event.data;
        return add(store, { postId, userId, hashtags, createdAt: publishedAt });
      }
      case 'PostEdited':
        return retag(store, event.data.postId, event.data.hashtags);
      case 'PostUnbanned': {
        const post = await store.collection<PostDoc>(collections.posts).findOne({ _id: event.data.postId });
        return post ? add(store, { postId: post._id, userId: post.userId, hashtags: post.hashtags, createdAt: post.createdAt }) : [];
      }
      case 'PostDeleted':
      case 'PostBanned':
        return remove(store, { postId: event.data.postId });
      case 'AccountDeleted':
        return remove(store, { userId: event.data.userId });
      default:
        return [];
    }
  },
};

async function add(store: ReadStore, post: Tagged): Promise<ChangeNotice[]> {
  const entries = store.collection<HashtagPostDoc>(collections.hashtagPosts);
  const tags = store.collection<HashtagDoc>(collections.hashtags);
  for (const tag of post.hashtags) {
    const { upsertedId } = await entries.updateOne(
      { _id: hashtagPostKey(tag, post.postId) },
      { $setOnInsert: { tag, postId: post.postId, userId: post.userId, createdAt: post.createdAt } },
      { upsert: true },
    );
    if (upsertedId !== null) await tags.updateOne({ _id: tag }, { $inc: { postsCount: 1 }, $setOnInsert: { prefixes: prefixKeys([tag]) } }, { upsert: true });
  }
  return [];
}

/** An edited post leaves the hashtags its caption dropped and joins the new ones, where it is listed (not while banned). */
async function retag(store: ReadStore, postId: string, hashtags: string[]): Promise<ChangeNotice[]> {
  const post = await store.collection<PostDoc>(collections.posts).findOne({ _id: postId });
  if (!post || post.banned) return [];
  const kept = new Set(hashtags);
  const entries = await store.collection<HashtagPostDoc>(collections.hashtagPosts).find({ postId });
  for (const entry of entries) if (!kept.has(entry.tag)) await remove(store, { _id: entry._id });
  return add(store, { postId, userId: post.userId, hashtags, createdAt: post.createdAt });
}

async function remove(store: ReadStore, filter: { postId: string } | { userId: string } | { _id: string }): Promise<ChangeNotice[]> {
  const entries = store.collection<HashtagPostDoc>(collections.hashtagPosts);
  const tags = store.collection<HashtagDoc>(collections.hashtags);
  for (const entry of await entries.find(filter)) {
    const { deletedCount } = await entries.deleteOne({ _id: entry._id });
    if (deletedCount === 0) continue;
    await tags.updateOne({ _id: entry.tag }, { $inc: { postsCount: -1 } });
    // A hashtag no live post carries is forgotten: it may be all that is left of a deleted person's words.
    await tags.deleteOne({ _id: entry.tag, postsCount: { $lte: 0 } });
  }
  return [];
}
