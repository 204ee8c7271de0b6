import type { Resolvers } from '../generated/resolvers';
import { requireViewer } from './viewer';

/** Registering, listing and removing passkeys, and signing in with one: services.passkeys, as /api/auth/passkeys calls it. */
export const passkeysResolvers: Resolvers = {
  Query: {
    passkeys: async (_parent, _args, context) => context.services.passkeys.list(await requireViewer(context)),
  },

  Mutation: {
    passkeyRegistrationOptions: async (_parent, _args, context) =>
      JSON.stringify(await context.services.passkeys.registrationOptions(await requireViewer(context), context.request)),

    registerPasskey: async (_parent, { input }, context) =>
      context.services.passkeys.register(await requireViewer(context), { response: input.response, name: input.name }, context.request),

    removePasskey: async (_parent, { id }, context) => {
      await context.services.passkeys.remove(await requireViewer(context), id, context.request);
      return true;
    },

    passkeyLogInOptions: async (_parent, _args, { services, request }) => JSON.stringify(await services.passkeys.logInOptions(request)),

    logInWithPasskey: async (_parent, { response }, { services, session, request }) => {
      const userId = await services.passkeys.logIn(response, request);
      const token = await services.sessions.start(userId, request);
      session?.set(token);
      const me = await services.users.me(userId, request.now);
      if (!me) throw new Error(`User ${userId} is not in the read model after signing in`);
      return { me, token };
    },
  },
};
