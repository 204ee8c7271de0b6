import type { QueryResolvers } from '../generated/resolvers';
import { requireViewer } from './viewer';

export const Query: QueryResolvers = {
  me: async (_parent, _args, { services, request }) => (request.viewerId ? services.users.me(request.viewerId, request.now) : null),

  feed: async (_parent, { first, after }, context) => {
    const viewerId = await requireViewer(context);
    const page = await context.services.posts.feed(viewerId, first ?? 20, after ?? null);
    return { edges: page.items, pageInfo: { endCursor: page.endCursor, hasNextPage: page.hasNextPage } };
  },

  post: (_parent, { id }, { services, request }) => services.posts.byId(id, request.viewerId),

  user: (_parent, { id }, { services }) => services.users.byId(id),
};
