import { DomainError, type Decider } from '../decider';
import type { EventOf } from '../events';

export type FollowCommand = { type: 'ToggleFollow'; followerId: string; followeeId: string; at: string };
export type FollowEvent = EventOf<'UserFollowed' | 'UserUnfollowed'>;
export type FollowState = { following: boolean };

export const followStream = (followerId: string, followeeId: string) => `follow-${followerId}-${followeeId}`;

export const followDecider: Decider<FollowCommand, FollowEvent, FollowState> = {
  eventTypes: { UserFollowed: true, UserUnfollowed: true },
  initialState: () => ({ following: false }),
  evolve: (_state, event) => ({ following: event.type === 'UserFollowed' }),
  decide({ followerId, followeeId, at }, { following }) {
    if (followerId === followeeId) throw new DomainError('invalid', 'You cannot follow yourself');
    const data = { followerId, followeeId, at };
    return [following ? { type: 'UserUnfollowed', data } : { type: 'UserFollowed', data }];
  },
};
