import type { Resolvers } from '../generated/resolvers';
import { requireViewer } from './viewer';

/** Changing the viewer's username. */
export const usernamesResolvers: Resolvers = {
  Mutation: {
    changeUsername: async (_parent, { username }, context) => context.services.usernames.change(await requireViewer(context), { username }, context.request),
  },
};
