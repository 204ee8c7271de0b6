import { collections, type CommentDoc } from '../readModels';
import type { ChangeNotice, Projector } from '../projector';
import { countOnPost } from './postCounts';

/** Comments still shown, and each post's commentsCount. A comment's document exists only while it is shown. */
export const commentsProjector: Projector = {
  name: 'comments',
  handles: ['CommentAdded', 'CommentDeleted', 'PostDeleted', 'AccountDeleted'],
  async setup(store) {
    await store.collection(collections.comments).createIndex({ keys: { postId: 1, createdAt: 1 } });
    await store.collection(collections.comments).createIndex({ keys: { userId: 1 } });
  },
  async apply(event, _stored, store) {
    const comments = store.collection<CommentDoc>(collections.comments);
    switch (event.type) {
      case 'CommentAdded': {
        const { postId, commentId, userId, content, at } = event.data;
        const { upsertedId } = await comments.updateOne({ _id: commentId }, { $setOnInsert: { postId, userId, content, createdAt: at } }, { upsert: true });
        if (upsertedId === null) return [];
        return [...(await countOnPost(store, postId, 'commentsCount', 1)), { kind: 'comment', id: commentId, postId, change: 'added' }];
      }
      case 'CommentDeleted': {
        const { postId, commentId } = event.data;
        if ((await comments.deleteOne({ _id: commentId })).deletedCount === 0) return [];
        return [...(await countOnPost(store, postId, 'commentsCount', -1)), { kind: 'comment', id: commentId, postId, change: 'removed' }];
      }
      case 'PostDeleted':
        await comments.deleteMany({ postId: event.data.postId });
        return [];
      case 'AccountDeleted': {
        // What a deleted person wrote goes, and the counts of the posts they commented on drop.
        const notices: ChangeNotice[] = [];
        for (const comment of await comments.find({ userId: event.data.userId })) {
          await comments.deleteOne({ _id: comment._id });
          notices.push(...(await countOnPost(store, comment.postId, 'commentsCount', -1)));
          notices.push({ kind: 'comment', id: comment._id, postId: comment.postId, change: 'removed' });
        }
        return notices;
      }
      default:
        return [];
    }
  },
};
