import type { Decider } from '../decider';
import type { EventOf } from '../events';

/**
 * One stream per (comment, person): a tap toggles, decided from the stream's own state, as a
 * post's like. The post rides along in each event so that a deleted post takes its comments'
 * likes without a lookup.
 */
export type CommentLikeCommand = { type: 'ToggleCommentLike'; postId: string; commentId: string; userId: string; at: string };
export type CommentLikeEvent = EventOf<'CommentLiked' | 'CommentUnliked'>;
export type CommentLikeState = { liked: boolean };

export const commentLikeStream = (commentId: string, userId: string) => `commentlike-${commentId}-${userId}`;

export const commentLikeDecider: Decider<CommentLikeCommand, CommentLikeEvent, CommentLikeState> = {
  eventTypes: { CommentLiked: true, CommentUnliked: true },
  initialState: () => ({ liked: false }),
  evolve: (_state, event) => ({ liked: event.type === 'CommentLiked' }),
  decide({ postId, commentId, userId, at }, { liked }) {
    const data = { postId, commentId, userId, at };
    return [liked ? { type: 'CommentUnliked', data } : { type: 'CommentLiked', data }];
  },
};
