import type { Resolvers } from '../generated/resolvers';
import { appellantOf } from '../../rest/appealRoutes';
import { found } from './found';
import { requireAdmin, requireViewer } from './viewer';

/** Appeals: filed by a sanctioned person (a banned one from the sign-in screen or their banned session), decided by administrators. */
export const appealsResolvers: Resolvers = {
  Query: {
    myAppeals: async (_parent, _args, context) => context.services.appeals.mine(appellantOf(context.request)),
    accountBan: async (_parent, _args, context) => {
      const userId = context.request.viewerId ?? context.request.bannedUserId;
      return userId ? context.services.appeals.banNotice(userId) : null;
    },
    myBannedPosts: async (_parent, _args, context) => context.services.appeals.bannedPostsOf(await requireViewer(context)),
    adminAppeals: async (_parent, _args, context) => {
      await requireAdmin(context);
      return context.services.appeals.list();
    },
  },

  Mutation: {
    fileAppeal: async (_parent, { input }, context) => context.services.appeals.file(appellantOf(context.request), input, context.request),
    appealBan: async (_parent, { input }, context) => context.services.appeals.fileWithPassword(input, context.request),
    decideAppeal: async (_parent, { input }, context) => {
      const adminId = await requireAdmin(context);
      await context.services.appeals.decide(adminId, input.appealId, input, context.request);
      return found(context.services.appeals.byId(input.appealId), 'Appeal');
    },
  },
};
