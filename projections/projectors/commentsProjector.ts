import { collections, type CommentDoc } from '../readModels';
import type { ChangeNotice, Projector } from '../projector';
import type { ReadStore } from '../readStore';
import { countOnPost } from './postCounts';

/**
 * Comments still shown, each top comment's repliesCount, and each post's commentsCount, which
 * counts replies too (as Instagram's does). A comment's document exists only while it is shown;
 * a top comment goes with its replies.
 */
export const commentsProjector: Projector = {
  name: 'comments',
  writes: [collections.comments, collections.posts],
  handles: ['CommentAdded', 'CommentDeleted', 'PostDeleted', 'AccountDeleted'],
  async setup(store) {
    await store.collection(collections.comments).createIndex({ keys: { postId: 1, createdAt: 1 } });
    await store.collection(collections.comments).createIndex({ keys: { userId: 1 } });
    // A comment's replies, oldest first.
    await store.collection(collections.comments).createIndex({ keys: { parentId: 1, createdAt: 1 } });
  },
  async apply(event, _stored, store) {
    const comments = store.collection<CommentDoc>(collections.comments);
    switch (event.type) {
      case 'CommentAdded': {
        const { postId, commentId, userId, content, parentId, at } = event.data;
        const fields = { postId, userId, content, createdAt: at, parentId, repliesCount: 0, likesCount: 0 };
        const { upsertedId } = await comments.updateOne({ _id: commentId }, { $setOnInsert: fields }, { upsert: true });
        if (upsertedId === null) return [];
        const notices: ChangeNotice[] = [
          ...(await countOnPost(store, postId, 'commentsCount', 1)),
          { kind: 'comment', id: commentId, postId, change: 'added' },
        ];
        if (parentId) notices.push(...(await countReplies(store, parentId, postId, 1)));
        return notices;
      }
      case 'CommentDeleted': {
        const comment = await comments.findOne({ _id: event.data.commentId });
        return comment ? removeComment(store, comment) : [];
      }
      case 'PostDeleted':
        await comments.deleteMany({ postId: event.data.postId });
        return [];
      case 'AccountDeleted': {
        // What a deleted person wrote goes (a top comment with its replies), and the counts drop.
        const notices: ChangeNotice[] = [];
        for (const { _id } of await comments.find({ userId: event.data.userId })) {
          // Looked up again: a reply of theirs may have gone with a top comment of theirs.
          const comment = await comments.findOne({ _id });
          if (comment) notices.push(...(await removeComment(store, comment)));
        }
        return notices;
      }
      default:
        return [];
    }
  },
};

/** Removes a comment, and a top comment's replies with it; moves the counts it was in. */
async function removeComment(store: ReadStore, comment: CommentDoc): Promise<ChangeNotice[]> {
  const comments = store.collection<CommentDoc>(collections.comments);
  const { postId } = comment;
  const replies = comment.parentId ? [] : await comments.find({ parentId: comment._id });
  const gone = [comment, ...replies];
  if (replies.length) await comments.deleteMany({ parentId: comment._id });
  await comments.deleteOne({ _id: comment._id });
  const notices: ChangeNotice[] = gone.map((c) => ({ kind: 'comment', id: c._id, postId, change: 'removed' }));
  notices.push(...(await countOnPost(store, postId, 'commentsCount', -gone.length)));
  if (comment.parentId) notices.push(...(await countReplies(store, comment.parentId, postId, -1)));
  return notices;
}

async function countReplies(store: ReadStore, parentId: string, postId: string, step: number): Promise<ChangeNotice[]> {
  const { matchedCount } = await store.collection(collections.comments).updateOne({ _id: parentId }, { $inc: { repliesCount: step } });
  return matchedCount ? [{ kind: 'comment', id: parentId, postId, change: 'updated' }] : [];
}
