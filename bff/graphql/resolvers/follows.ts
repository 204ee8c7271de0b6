import type { FollowPage } from '../../../projections/queries/followQueries';
import type { Resolvers } from '../generated/resolvers';
import { connection } from './connection';
import { found } from './found';
import { requireViewer } from './viewer';

const listConnection = (page: FollowPage) => ({ ...connection(page), totalCount: page.totalCount });
const noList = { edges: [], pageInfo: { endCursor: null, hasNextPage: false }, totalCount: 0 };

/**
 * Following a person (asking a private account), whether the viewer does, the follower and
 * following lists of a profile (empty where the visibility policy closes them: the REST shim
 * answers 403 there), follow requests, and the account's privacy.
 */
export const followsResolvers: Resolvers = {
  User: {
    isFollowedByMe: (user, _args, { services, request }) => (request.viewerId ? services.follows.isFollowing(request.viewerId, user.id) : false),
    isRequestedByMe: (user, _args, { services, request }) => (request.viewerId ? services.follows.isRequested(request.viewerId, user.id) : false),
    isPrivate: (user) => user.isPrivate,
    canSeeContent: async (user, _args, { services, request }) => (await services.relations.accountAccess(request.viewerId, user)) === 'open',
    followers: async (user, { first, after, filter }, { services, request }) => {
      if ((await services.relations.accountAccess(request.viewerId, user)) !== 'open') return noList;
      return listConnection(await services.follows.followers(request.viewerId, user.id, { first: first ?? 20, after: after ?? null, filter: filter ?? null }));
    },
    following: async (user, { first, after, filter }, { services, request }) => {
      if ((await services.relations.accountAccess(request.viewerId, user)) !== 'open') return noList;
      return listConnection(await services.follows.following(request.viewerId, user.id, { first: first ?? 20, after: after ?? null, filter: filter ?? null }));
    },
  },

  Me: {
    isPrivate: (me) => me.isPrivate,
  },

  Query: {
    followRequests: async (_parent, _args, context) => context.services.follows.requests(await requireViewer(context)),
  },

  Mutation: {
    toggleFollow: async (_parent, { userId }, context) => {
      const viewerId = await requireViewer(context);
      const outcome = await context.services.follows.toggle(viewerId, userId, context.request);
      return { ...outcome, user: await found(context.services.users.byId(userId), 'User') };
    },

    approveFollowRequest: async (_parent, { userId }, context) => {
      const viewerId = await requireViewer(context);
      await context.services.follows.approve(viewerId, userId, context.request);
      return found(context.services.users.byId(userId), 'User');
    },

    declineFollowRequest: async (_parent, { userId }, context) => {
      const viewerId = await requireViewer(context);
      await context.services.follows.decline(viewerId, userId, context.request);
      return found(context.services.users.byId(userId), 'User');
    },

    setAccountPrivacy: async (_parent, { isPrivate }, context) => {
      const viewerId = await requireViewer(context);
      await context.services.follows.setPrivacy(viewerId, isPrivate, context.request);
      return found(context.services.users.me(viewerId, context.request.now), 'User');
    },
  },
};
