import type { Decider } from '../decider';
import type { EventOf } from '../events';

/** One stream per (post, user): a tap toggles, decided from the stream's own state. */
export type LikeCommand = { type: 'ToggleLike'; postId: string; userId: string; at: string };
export type LikeEvent = EventOf<'PostLiked' | 'PostUnliked'>;
export type LikeState = { liked: boolean };

export const likeStream = (postId: string, userId: string) => `like-${postId}-${userId}`;

export const likeDecider: Decider<LikeCommand, LikeEvent, LikeState> = {
  eventTypes: { PostLiked: true, PostUnliked: true },
  initialState: () => ({ liked: false }),
  evolve: (_state, event) => ({ liked: event.type === 'PostLiked' }),
  decide({ postId, userId, at }, { liked }) {
    return [liked ? { type: 'PostUnliked', data: { postId, userId, at } } : { type: 'PostLiked', data: { postId, userId, at } }];
  },
};
