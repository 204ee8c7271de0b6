import type { MutationResolvers } from '../generated/resolvers';
import { startSession } from './mutation';

/** Account mutations beyond sign-up and log-in: admin sign-up, password change, deletion. */
export const accountMutations: MutationResolvers = {
  adminSignUp: async (_parent, { input }, context) => {
    const userId = await context.services.accounts.adminSignUp(input, null, context.request);
    return startSession(context, userId);
  },
};
