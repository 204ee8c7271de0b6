import type { GraphQLContext } from '../context';
import type { Resolvers } from '../generated/resolvers';
import { requireViewer } from './viewer';

/** Signs a person in who proved who they are: a session, its cookie, and who they are. */
export async function startSession({ services, session, request }: GraphQLContext, userId: string) {
  const token = await services.sessions.start(userId, request);
  session?.set(token);
  const me = await services.users.me(userId, request.now);
  if (!me) throw new Error(`User ${userId} is not in the read model after signing in`);
  return { me, token };
}

/** Signing up, in and out, the password and the account's deletion. */
export const accountsResolvers: Resolvers = {
  Query: {
    me: async (_parent, _args, { services, request }) => (request.viewerId ? services.users.me(request.viewerId, request.now) : null),
  },

  Mutation: {
    signUp: async (_parent, { input }, context) => {
      const userId = await context.services.accounts.signUp(input, null, context.request);
      return startSession(context, userId);
    },

    logIn: async (_parent, { input }, context) => {
      const userId = await context.services.accounts.logIn(input, context.request.clientIp);
      const challenge = await context.services.twoFactor.challengeFor(userId, context.request);
      if (challenge) return { me: null, token: null, twoFactorRequired: true, challenge };
      return { ...(await startSession(context, userId)), twoFactorRequired: false, challenge: null };
    },

    logOut: async (_parent, _args, { services, session, request }) => {
      if (request.viewerId && request.sessionId) await services.sessions.end({ userId: request.viewerId, sessionId: request.sessionId }, request);
      session?.clear();
      return true;
    },

    adminSignUp: async (_parent, { input }, context) => {
      const userId = await context.services.accounts.adminSignUp(input, null, context.request);
      return startSession(context, userId);
    },

    changePassword: async (_parent, { input }, context) => {
      const viewerId = await requireViewer(context);
      await context.services.accounts.changePassword(viewerId, context.request.sessionId, input, context.request);
      return true;
    },

    deleteAccount: async (_parent, { password }, context) => {
      const viewerId = await requireViewer(context);
      await context.services.accounts.deleteAccountWithPassword(viewerId, password, context.request);
      context.session?.clear();
      return true;
    },
  },
};
