import type { Resolvers } from '../generated/resolvers';
import { requireViewer } from './viewer';

/** Web Push: the public key, this browser's subscription and the settings, through the service the REST shim calls. */
export const pushesResolvers: Resolvers = {
  Query: {
    pushPublicKey: (_parent, _args, context) => context.services.pushes.publicKey(),
    pushSettings: async (_parent, _args, context) => context.services.pushes.settings(await requireViewer(context)),
  },
  Mutation: {
    subscribeToPush: async (_parent, { input: { endpoint, p256dh, auth } }, context) => {
      const viewerId = await requireViewer(context);
      await context.services.pushes.subscribe({ viewerId, sessionId: context.request.sessionId }, { endpoint, keys: { p256dh, auth } }, context.request);
      return true;
    },
    unsubscribeFromPush: async (_parent, { endpoint }, context) => {
      await context.services.pushes.unsubscribe(await requireViewer(context), { endpoint }, context.request);
      return true;
    },
    changePushSettings: async (_parent, { input }, context) => {
      // GraphQL's null for a field left out is the REST body's absent field.
      const named = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined));
      return context.services.pushes.changeSettings(await requireViewer(context), named, context.request);
    },
  },
};
