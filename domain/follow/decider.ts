import { DomainError, type Decider } from '../decider';
import type { DomainEvent } from '../events';

export type FollowCommand = { type: 'ToggleFollow'; followerId: string; followeeId: string; at: string };
export type FollowState = { following: boolean };

export const followStream = (followerId: string, followeeId: string) => `follow-${followerId}-${followeeId}`;

export const followDecider: Decider<FollowCommand, DomainEvent, FollowState> = {
  initialState: () => ({ following: false }),
  evolve(state, event) {
    if (event.type === 'UserFollowed') return { following: true };
    if (event.type === 'UserUnfollowed') return { following: false };
    return state;
  },
  decide({ followerId, followeeId, at }, { following }) {
    if (followerId === followeeId) throw new DomainError('invalid', 'You cannot follow yourself');
    const data = { followerId, followeeId, at };
    return [following ? { type: 'UserUnfollowed', data } : { type: 'UserFollowed', data }];
  },
};
