import { DomainError, type Decider } from '../decider';
import type { EventOf } from '../events';

/**
 * One stream per (follower, followee) holds the whole relationship: none, requested (a private
 * account was asked) or following. Requests live on the follow stream rather than one of their
 * own, so that a person can never be both asked and followed, and a toggle knows which to undo.
 */
export type FollowCommand =
  /** `followeePrivate`: whether the followee's account is private now (read by the caller). */
  | { type: 'ToggleFollow'; followerId: string; followeeId: string; followeePrivate: boolean; at: string }
  | { type: 'ApproveFollowRequest'; followerId: string; followeeId: string; at: string }
  | { type: 'DeclineFollowRequest'; followerId: string; followeeId: string; at: string }
  /** A block ends the relationship, whatever it is; `by` is the person who blocked. */
  | { type: 'SeverFollow'; followerId: string; followeeId: string; by: string; at: string };

export type FollowEvent = EventOf<
  'UserFollowed' | 'UserUnfollowed' | 'FollowRequested' | 'FollowRequestWithdrawn' | 'FollowRequestApproved' | 'FollowRequestDeclined'
>;
export type FollowStatus = 'none' | 'requested' | 'following';
export type FollowState = { status: FollowStatus; following: boolean; requested: boolean };

export const followStream = (followerId: string, followeeId: string) => `follow-${followerId}-${followeeId}`;

const stateOf = (status: FollowStatus): FollowState => ({ status, following: status === 'following', requested: status === 'requested' });

export const followDecider: Decider<FollowCommand, FollowEvent, FollowState> = {
  eventTypes: {
    UserFollowed: true,
    UserUnfollowed: true,
    FollowRequested: true,
    FollowRequestWithdrawn: true,
    FollowRequestApproved: true,
    FollowRequestDeclined: true,
  },
  initialState: () => stateOf('none'),
  evolve(state, event) {
    switch (event.type) {
      case 'UserFollowed':
        return stateOf('following');
      case 'FollowRequested':
        return stateOf('requested');
      case 'FollowRequestApproved':
        // The UserFollowed that follows it in the same append makes it a follow.
        return state;
      case 'UserUnfollowed':
      case 'FollowRequestWithdrawn':
      case 'FollowRequestDeclined':
        return stateOf('none');
    }
  },
  decide(command, { status }) {
    const { followerId, followeeId, at } = command;
    const data = { followerId, followeeId, at };
    switch (command.type) {
      case 'ToggleFollow':
        if (followerId === followeeId) throw new DomainError('invalid', 'You cannot follow yourself');
        if (status === 'following') return [{ type: 'UserUnfollowed', data }];
        if (status === 'requested') return [{ type: 'FollowRequestWithdrawn', data }];
        return [command.followeePrivate ? { type: 'FollowRequested', data } : { type: 'UserFollowed', data }];
      case 'ApproveFollowRequest':
        if (status !== 'requested') throw new DomainError('not_found', 'Follow request not found');
        return [
          { type: 'FollowRequestApproved', data },
          { type: 'UserFollowed', data },
        ];
      case 'DeclineFollowRequest':
        if (status !== 'requested') throw new DomainError('not_found', 'Follow request not found');
        return [{ type: 'FollowRequestDeclined', data }];
      case 'SeverFollow':
        if (status === 'following') return [{ type: 'UserUnfollowed', data }];
        if (status === 'requested') return [{ type: command.by === followerId ? 'FollowRequestWithdrawn' : 'FollowRequestDeclined', data }];
        return [];
    }
  },
};
