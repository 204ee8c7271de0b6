import type { QueryResolvers } from '../generated/resolvers';
import { requireViewer } from './viewer';

export const UserSearchQuery: Pick<QueryResolvers, 'searchUsers'> = {
  searchUsers: async (_parent, { query, first }, context) => {
    const viewerId = await requireViewer(context);
    return context.services.searchUsers(query, first ?? 20, viewerId);
  },
};
