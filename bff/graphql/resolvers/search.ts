import type { Resolvers } from '../generated/resolvers';
import { connection } from './connection';
import { requireViewer } from './viewer';

/** Searching posts by their author, caption or location. */
export const searchResolvers: Resolvers = {
  Query: {
    searchPosts: async (_parent, { query, first, after }, context) => {
      const viewerId = await requireViewer(context);
      return connection(await context.services.search.posts(query, viewerId, first ?? 12, after ?? null));
    },
  },
};
