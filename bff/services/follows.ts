import { forbidden, invalidInput, notFound } from '../../domain/errors';
import { followDecider, followStream } from '../../domain/follow/decider';
import { userDecider, userStream } from '../../domain/user/decider';
import type { FollowListOptions, FollowPage, FollowQueries } from '../../projections/queries/followQueries';
import type { UserView } from '../../projections/queries/types';
import type { UserQueries } from '../../projections/queries/userQueries';
import { canSeeAccountContent, canSeeProfile, PRIVATE_ACCOUNT } from '../../projections/visibility/policy';
import type { RelationQueries } from '../../projections/visibility/relations';
import type { CommandBus } from './commandBus';
import { commandContext, type RequestContext } from './requestContext';

export const BLOCKED_FOLLOW = 'You cannot follow this account.';

export type FollowOutcome = { following: boolean; requested: boolean };

/**
 * Following: one small stream per (follower, followee); a call toggles it. Following a private
 * account asks it first (a follow request the owner approves or declines). The lists are its
 * queries, each behind the visibility policy.
 */
export function followService(execute: CommandBus, follows: FollowQueries, users: UserQueries, relations: RelationQueries) {
  /** A person the viewer may see, or a 404 (unknown, or blocked either way). */
  async function visiblePerson(viewerId: string | null, userId: string): Promise<UserView> {
    const user = await users.byId(userId);
    if (!user) throw notFound('User');
    if (viewerId && viewerId !== userId && (await relations.isBlockedEitherWay(viewerId, userId))) throw notFound('User');
    return user;
  }

  async function list(side: 'followers' | 'following', viewerId: string | null, userId: string, options: FollowListOptions): Promise<FollowPage> {
    const owner = await visiblePerson(viewerId, userId);
    const rel = await relations.relationsFor(viewerId, [owner]);
    if (!canSeeAccountContent(rel, owner)) throw forbidden(PRIVATE_ACCOUNT);
    const page = await follows[side](userId, options);
    // The viewer never sees, in anyone's list, a person they block or who blocks them.
    const inList = await relations.relationsFor(
      viewerId,
      page.items.map((item) => item.node),
    );
    return { ...page, items: page.items.filter((item) => canSeeProfile(inList, item.node.id)) };
  }

  async function answer(type: 'ApproveFollowRequest' | 'DeclineFollowRequest', ownerId: string, followerId: string, request: RequestContext): Promise<void> {
    if (followerId === ownerId || !(await follows.isRequested(followerId, ownerId))) throw notFound('Follow request');
    const command = { type, followerId, followeeId: ownerId, at: request.now.toISOString() };
    await execute(followStream(followerId, ownerId), followDecider, command, commandContext(request));
  }

  return {
    isFollowing: follows.isFollowing,
    isRequested: follows.isRequested,
    /** The people who follow the user; 404 for someone blocked either way, 403 for a private account the viewer does not follow. */
    followers: (viewerId: string | null, userId: string, options: FollowListOptions) => list('followers', viewerId, userId, options),
    following: (viewerId: string | null, userId: string, options: FollowListOptions) => list('following', viewerId, userId, options),
    visiblePerson,

    /**
     * Follows the person (asks, if their account is private), or stops (withdraws the request).
     * Refused between people who block each other.
     */
    async toggle(followerId: string, followeeId: string, request: RequestContext): Promise<FollowOutcome> {
      const followee = await users.byId(followeeId);
      if (!followee) throw notFound('User');
      if (followerId !== followeeId && (await relations.isBlockedEitherWay(followerId, followeeId))) throw forbidden(BLOCKED_FOLLOW);
      if (followerId !== followeeId && (await relations.isBanned(followeeId))) throw forbidden(BLOCKED_FOLLOW);
      const command = { type: 'ToggleFollow' as const, followerId, followeeId, followeePrivate: followee.isPrivate, at: request.now.toISOString() };
      const { state } = await execute(followStream(followerId, followeeId), followDecider, command, commandContext(request));
      return { following: state.following, requested: state.requested };
    },

    /** The people waiting for the owner's answer, most recent first. */
    requests: (ownerId: string) => follows.requestsTo(ownerId),
    approve: (ownerId: string, followerId: string, request: RequestContext) => answer('ApproveFollowRequest', ownerId, followerId, request),
    decline: (ownerId: string, followerId: string, request: RequestContext) => answer('DeclineFollowRequest', ownerId, followerId, request),

    /**
     * Makes the account private or public; going public approves every request waiting (as
     * events, one per request). Privacy belongs to the follows feature: it changes only whether
     * following asks first, and what the visibility policy lets non-followers see.
     */
    async setPrivacy(userId: string, isPrivate: unknown, request: RequestContext): Promise<void> {
      if (typeof isPrivate !== 'boolean') throw invalidPrivacy();
      const command = { type: 'SetPrivacy' as const, userId, isPrivate, at: request.now.toISOString() };
      await execute(userStream(userId), userDecider, command, commandContext(request));
      if (isPrivate) return;
      const waiting = await follows.requestsTo(userId);
      for (const [i, person] of waiting.entries()) {
        const approve = { type: 'ApproveFollowRequest' as const, followerId: person.id, followeeId: userId, at: request.now.toISOString() };
        await execute(followStream(person.id, userId), followDecider, approve, commandContext(request, `approve-${i}`));
      }
    },
  };
}

const invalidPrivacy = () => invalidInput('isPrivate must be true or false', 'isPrivate');

export type FollowService = ReturnType<typeof followService>;
