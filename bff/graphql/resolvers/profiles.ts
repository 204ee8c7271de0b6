import type { Resolvers } from '../generated/resolvers';
import { found } from './found';
import { requireViewer } from './viewer';

/** A person's profile, and editing one's own. */
export const profilesResolvers: Resolvers = {
  Query: {
    user: (_parent, { id }, { services, request }) => services.profiles.view(request.viewerId, id),
    userByUsername: (_parent, { username }, { services, request }) => services.profiles.viewByUsername(request.viewerId, username),
  },

  Mutation: {
    updateProfile: async (_parent, { input }, context) => {
      const viewerId = await requireViewer(context);
      const { services, request } = context;
      await services.profiles.update(viewerId, input, input.avatarMediaId ? { mediaId: input.avatarMediaId } : null, request);
      return found(services.users.me(viewerId, request.now), 'User');
    },

    setAvatar: async (_parent, { mediaId }, context) => {
      const viewerId = await requireViewer(context);
      const { services, request } = context;
      await services.profiles.setAvatar(viewerId, mediaId, request);
      return found(services.users.me(viewerId, request.now), 'User');
    },
  },
};
