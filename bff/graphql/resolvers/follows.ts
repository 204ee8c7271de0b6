import type { FollowPage } from '../../../projections/queries/followQueries';
import type { Resolvers } from '../generated/resolvers';
import { connection } from './connection';
import { found } from './found';
import { requireViewer } from './viewer';

const listConnection = (page: FollowPage) => ({ ...connection(page), totalCount: page.totalCount });

/** Following a person, whether the viewer does, and the follower and following lists of a profile. */
export const followsResolvers: Resolvers = {
  User: {
    isFollowedByMe: (user, _args, { services, request }) => (request.viewerId ? services.follows.isFollowing(request.viewerId, user.id) : false),
    followers: async (user, { first, after, filter }, { services }) =>
      listConnection(await services.follows.followers(user.id, { first: first ?? 20, after: after ?? null, filter: filter ?? null })),
    following: async (user, { first, after, filter }, { services }) =>
      listConnection(await services.follows.following(user.id, { first: first ?? 20, after: after ?? null, filter: filter ?? null })),
  },

  Mutation: {
    toggleFollow: async (_parent, { userId }, context) => {
      const viewerId = await requireViewer(context);
      const following = await context.services.follows.toggle(viewerId, userId, context.request);
      return { following, user: await found(context.services.users.byId(userId), 'User') };
    },
  },
};
