import type { Resolvers } from '../generated/resolvers';
import { requireViewer } from './viewer';

/** Finding people by username or full name. */
export const userSearchResolvers: Resolvers = {
  Query: {
    searchUsers: async (_parent, { query, first }, context) => {
      const viewerId = await requireViewer(context);
      return context.services.userSearch.find(query, first ?? 20, viewerId);
    },
  },
};
