import type { Resolvers } from '../generated/resolvers';
import { connection } from './connection';
import { requireViewer } from './viewer';

/** Explore: posts of people the viewer does not follow, best recent engagement first. */
export const exploreResolvers: Resolvers = {
  Query: {
    explore: async (_parent, { first, after }, context) => {
      const viewerId = await requireViewer(context);
      return connection(await context.services.explore.page(viewerId, first ?? 24, after ?? null, context.request.now));
    },
  },
};
