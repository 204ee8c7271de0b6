import type { MutationResolvers } from '../generated/resolvers';
import { startSession } from './mutation';
import { requireViewer } from './viewer';

/** Account mutations beyond sign-up and log-in: admin sign-up, password change, deletion. */
export const accountMutations: MutationResolvers = {
  adminSignUp: async (_parent, { input }, context) => {
    const userId = await context.services.accounts.adminSignUp(input, null, context.request);
    return startSession(context, userId);
  },

  changePassword: async (_parent, { input }, context) => {
    const viewerId = await requireViewer(context);
    await context.services.accounts.changePassword(viewerId, context.request.sessionId, input, context.request);
    return true;
  },

  deleteAccount: async (_parent, _args, context) => {
    const viewerId = await requireViewer(context);
    await context.services.accounts.deleteAccount(viewerId, context.request);
    context.session?.clear();
    return true;
  },
};
