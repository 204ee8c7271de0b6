import type { Resolvers } from '../generated/resolvers';
import { found } from './found';
import { requireViewer } from './viewer';

/** Muting a person, and whether the viewer does. */
export const mutesResolvers: Resolvers = {
  User: {
    isMutedByMe: (user, _args, { services, request }) => (request.viewerId ? services.mutes.isMuted(request.viewerId, user.id) : false),
  },

  Mutation: {
    toggleMute: async (_parent, { userId }, context) => {
      const viewerId = await requireViewer(context);
      const muted = await context.services.mutes.toggle(viewerId, userId, context.request);
      return { muted, user: await found(context.services.users.byId(userId), 'User') };
    },
  },
};
