import type { Decider } from '../decider';
import type { DomainEvent } from '../events';

/** One stream per (post, user): a tap toggles, decided from the stream's own state. */
export type LikeCommand = { type: 'ToggleLike'; postId: string; userId: string; at: string };
export type LikeState = { liked: boolean };

export const likeStream = (postId: string, userId: string) => `like-${postId}-${userId}`;

export const likeDecider: Decider<LikeCommand, DomainEvent, LikeState> = {
  initialState: () => ({ liked: false }),
  evolve(state, event) {
    if (event.type === 'PostLiked') return { liked: true };
    if (event.type === 'PostUnliked') return { liked: false };
    return state;
  },
  decide({ postId, userId, at }, { liked }) {
    return [liked ? { type: 'PostUnliked', data: { postId, userId, at } } : { type: 'PostLiked', data: { postId, userId, at } }];
  },
};
