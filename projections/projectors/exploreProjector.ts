import { MASCOT_USER_ID } from '../../domain/mascot/lines';
import { bandOf, dayOf, disengaged, type Engagement, engaged, scoreOf } from '../exploreScore';
import { collections, type CommentDoc, type ExplorePostDoc, type PostDoc } from '../readModels';
import type { ChangeNotice, Projector } from '../projector';
import type { ReadStore } from '../readStore';

/**
 * Each post's recent engagement and its score (exploreScore.ts), so that an Explore page reads
 * the best-scored posts band by band instead of counting likes when it is asked. Likes and
 * comments of the post's author and of the mascot (which comments on every post) do not count.
 * Runs before the comments projector: a deleted comment's author and day are read from it.
 */
export const exploreProjector: Projector = {
  name: 'explore',
  writes: [collections.explorePosts],
  // A deleted comment's author and day: gone from the comments once their projector has seen the deletion.
  readsAsOfEvent: [collections.comments],
  handles: ['PostLiked', 'PostUnliked', 'CommentAdded', 'CommentDeleted', 'PostDeleted', 'AccountDeleted'],
  async setup(store) {
    await store.collection(collections.explorePosts).createIndex({ keys: { band: 1 } });
    await store.collection(collections.explorePosts).createIndex({ keys: { userId: 1 } });
  },
  async apply(event, stored, store) {
    const explore = store.collection<ExplorePostDoc>(collections.explorePosts);
    switch (event.type) {
      case 'PostLiked':
      case 'CommentAdded':
        return count(store, stored.position, event.data.postId, event.data.userId, (before) => engaged(before, dayOf(event.data.at)));
      case 'PostUnliked':
        // The like's own day is not kept (likes are kept small): the latest counted day gives one back.
        return count(store, stored.position, event.data.postId, event.data.userId, (before) => before && disengaged(before, null));
      case 'CommentDeleted': {
        const comment = await store.collection<CommentDoc>(collections.comments).findOne({ _id: event.data.commentId });
        if (!comment) return [];
        return count(store, stored.position, comment.postId, comment.userId, (before) => before && disengaged(before, dayOf(comment.createdAt)));
      }
      case 'PostDeleted':
        await explore.deleteOne({ _id: event.data.postId });
        return [];
      case 'AccountDeleted':
        await explore.deleteMany({ userId: event.data.userId });
        return [];
      default:
        return [];
    }
  },
};

/** Applies `change` to the post's engagement, once (by position), unless the author or the mascot is the one engaging. */
async function count(
  store: ReadStore,
  position: number,
  postId: string,
  actorId: string,
  change: (before: Engagement | null) => Engagement | null,
): Promise<ChangeNotice[]> {
  if (actorId === MASCOT_USER_ID) return [];
  const explore = store.collection<ExplorePostDoc>(collections.explorePosts);
  const current = await explore.findOne({ _id: postId });
  if (current && current.position >= position) return [];
  const after = change(current && { lastDay: current.lastDay, recent: current.recent });
  if (!current && !after) return [];
  const authorId = current?.userId ?? (await store.collection<PostDoc>(collections.posts).findOne({ _id: postId }))?.userId;
  if (!authorId || authorId === actorId) return [];
  if (!after) {
    await explore.deleteOne({ _id: postId });
    return [];
  }
  const score = scoreOf(after);
  await explore.updateOne({ _id: postId }, { $set: { userId: authorId, ...after, score, band: bandOf(score), position } }, { upsert: true });
  return [];
}
