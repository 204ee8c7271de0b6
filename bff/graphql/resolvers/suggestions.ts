import type { Resolvers } from '../generated/resolvers';
import { requireViewer } from './viewer';

/** Suggested people, with why. */
export const suggestionsResolvers: Resolvers = {
  Query: {
    suggestedUsers: async (_parent, { first }, context) => context.services.suggestions.suggested(await requireViewer(context), first ?? undefined),
  },
};
