import { collections, commentLikeKey, type CommentDoc, type CommentLikeDoc } from '../readModels';
import type { ChangeNotice, Projector } from '../projector';
import type { ReadStore } from '../readStore';

/**
 * Who likes which comment, and each comment's likesCount. It sees each event before the comments
 * projector (projectors/index.ts), so a deleted comment, its replies and a deleted person's
 * comments are still there to name the likes that go with them.
 */
export const commentLikesProjector: Projector = {
  name: 'commentLikes',
  writes: [collections.commentLikes, collections.comments],
  handles: ['CommentLiked', 'CommentUnliked', 'CommentDeleted', 'PostDeleted', 'AccountDeleted'],
  async setup(store) {
    const likes = store.collection(collections.commentLikes);
    await likes.createIndex({ keys: { commentId: 1 } });
    await likes.createIndex({ keys: { postId: 1 } });
    await likes.createIndex({ keys: { userId: 1 } });
  },
  async apply(event, stored, store) {
    const likes = store.collection<CommentLikeDoc>(collections.commentLikes);
    switch (event.type) {
      case 'CommentLiked':
      case 'CommentUnliked':
        return toggle(store, event.data, event.type === 'CommentLiked', stored.revision);
      case 'CommentDeleted':
        await likes.deleteMany({ commentId: { $in: await withReplies(store, [event.data.commentId]) } });
        return [];
      case 'PostDeleted':
        await likes.deleteMany({ postId: event.data.postId });
        return [];
      case 'AccountDeleted':
        return removeAccount(store, event.data.userId);
      default:
        return [];
    }
  },
};

async function toggle(
  store: ReadStore,
  { postId, commentId, userId }: { postId: string; commentId: string; userId: string },
  liked: boolean,
  revision: number,
): Promise<ChangeNotice[]> {
  const likes = store.collection<CommentLikeDoc>(collections.commentLikes);
  const comments = store.collection<CommentDoc>(collections.comments);
  const _id = commentLikeKey(commentId, userId);
  const current = await likes.findOne({ _id });
  if (current && current.revision >= revision) return [];
  // A comment that is gone took its likes with it; a like that comes after has nothing to count on.
  if ((await comments.countDocuments({ _id: commentId })) === 0) return [];
  await likes.updateOne({ _id }, { $set: { commentId, postId, userId, liked, revision } }, { upsert: true });
  if ((current?.liked ?? false) === liked) return [];
  await comments.updateOne({ _id: commentId }, { $inc: { likesCount: liked ? 1 : -1 } });
  return [{ kind: 'comment', id: commentId, postId, change: 'updated' }];
}

/** The comments and, for the top ones among them, their replies. */
async function withReplies(store: ReadStore, ids: string[]): Promise<string[]> {
  const replies = await store.collection<CommentDoc>(collections.comments).find({ parentId: { $in: ids } });
  return [...ids, ...replies.map((reply) => reply._id)];
}

/** A deleted person's likes go (the comments they liked count one fewer), and so do the likes of what they wrote. */
async function removeAccount(store: ReadStore, userId: string): Promise<ChangeNotice[]> {
  const likes = store.collection<CommentLikeDoc>(collections.commentLikes);
  const comments = store.collection<CommentDoc>(collections.comments);
  const notices: ChangeNotice[] = [];
  for (const like of await likes.find({ userId })) {
    await likes.deleteOne({ _id: like._id });
    if (!like.liked) continue;
    await comments.updateOne({ _id: like.commentId }, { $inc: { likesCount: -1 } });
    notices.push({ kind: 'comment', id: like.commentId, postId: like.postId, change: 'updated' });
  }
  const written = (await comments.find({ userId })).map((comment) => comment._id);
  if (written.length) await likes.deleteMany({ commentId: { $in: await withReplies(store, written) } });
  return notices;
}
