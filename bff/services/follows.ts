import { notFound } from '../../domain/errors';
import { followDecider, followStream } from '../../domain/follow/decider';
import type { FollowQueries } from '../../projections/queries/followQueries';
import type { UserQueries } from '../../projections/queries/userQueries';
import type { CommandBus } from './commandBus';
import { commandContext, type RequestContext } from './requestContext';

/** Following: one small stream per (follower, followee); a call toggles it. The lists are its queries. */
export function followService(execute: CommandBus, follows: FollowQueries, users: UserQueries) {
  return {
    isFollowing: follows.isFollowing,
    followers: follows.followers,
    following: follows.following,

    /** Follows the person, or stops; answers whether the follower now follows them. */
    async toggle(followerId: string, followeeId: string, request: RequestContext): Promise<boolean> {
      if (!(await users.byId(followeeId))) throw notFound('User');
      const command = { type: 'ToggleFollow' as const, followerId, followeeId, at: request.now.toISOString() };
      const { state } = await execute(followStream(followerId, followeeId), followDecider, command, commandContext(request));
      return state.following;
    },
  };
}

export type FollowService = ReturnType<typeof followService>;
