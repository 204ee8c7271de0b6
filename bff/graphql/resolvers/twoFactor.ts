import type { Resolvers } from '../generated/resolvers';
import { startSession } from './accounts';
import { requireViewer } from './viewer';

/** Two-factor sign-in: its state on Me, turning it on and off, and a sign-in's second step. */
export const twoFactorResolvers: Resolvers = {
  Me: {
    twoFactor: (me, _args, { services }) => services.twoFactor.status(me.id),
  },
  Mutation: {
    setUpTwoFactor: async (_parent, _args, context) => context.services.twoFactor.setUp(await requireViewer(context), context.request),
    enableTwoFactor: async (_parent, { code }, context) => context.services.twoFactor.enable(await requireViewer(context), code, context.request),
    disableTwoFactor: async (_parent, { password }, context) => {
      await context.services.twoFactor.disable(await requireViewer(context), password, context.request);
      return true;
    },
    logInTwoFactor: async (_parent, { input }, context) => startSession(context, await context.services.twoFactor.complete(input, context.request)),
  },
};
