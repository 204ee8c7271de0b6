import type { Resolvers } from '../generated/resolvers';
import { found } from './found';
import { requireAdmin } from './viewer';

/** The admin screens: users, bans and timeouts, banned addresses, the audit log and timelines. */
export const moderationResolvers: Resolvers = {
  Query: {
    adminUsers: async (_parent, _args, context) => {
      await requireAdmin(context);
      return context.services.moderation.users();
    },
    adminAccounts: async (_parent, { q }, context) => {
      await requireAdmin(context);
      return context.services.moderation.accounts(q ?? '', context.request);
    },
    bannedIps: async (_parent, _args, context) => {
      await requireAdmin(context);
      return context.services.moderation.bannedIps();
    },
    auditLog: async (_parent, args, context) => {
      await requireAdmin(context);
      return context.services.moderation.audit(args);
    },
    timeline: async (_parent, { targetId }, context) => {
      await requireAdmin(context);
      return context.services.moderation.timeline(targetId);
    },
  },

  Mutation: {
    moderateUser: async (_parent, { input }, context) => {
      const adminId = await requireAdmin(context);
      await context.services.moderation.moderateUser(adminId, input.userId, input, context.request);
      return found(context.services.moderation.user(input.userId), 'User');
    },
    liftSanction: async (_parent, { userId, action, reason }, context) => {
      const adminId = await requireAdmin(context);
      const lift = action === 'unban' ? 'unban' : 'lift-timeout';
      await context.services.moderation.lift(adminId, userId, { action: lift, reason }, context.request);
      return found(context.services.moderation.account(userId, context.request), 'User');
    },
    banIp: async (_parent, { ipAddress, reason }, context) => {
      const adminId = await requireAdmin(context);
      return (await context.services.moderation.banIp(adminId, { ipAddress, reason }, context.request))!;
    },
    unbanIp: async (_parent, { ip }, context) => {
      const adminId = await requireAdmin(context);
      await context.services.moderation.unbanIp(adminId, ip, context.request);
      return true;
    },
  },
};
