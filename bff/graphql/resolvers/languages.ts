import type { Resolvers } from '../generated/resolvers';
import { found } from './found';
import { requireViewer } from './viewer';

/** The viewer's language setting, beside PUT /api/account/language. */
export const languagesResolvers: Resolvers = {
  Me: {
    language: (me) => me.language,
  },
  Mutation: {
    setLanguage: async (_parent, { language }, context) => {
      const viewerId = await requireViewer(context);
      await context.services.languages.set(viewerId, language ?? null, context.request);
      return found(context.services.users.me(viewerId, context.request.now), 'User');
    },
  },
};
