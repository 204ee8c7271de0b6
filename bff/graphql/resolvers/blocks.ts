import type { Resolvers } from '../generated/resolvers';
import { found } from './found';
import { requireViewer } from './viewer';

/** Blocking a person, whether the viewer does, the people the viewer blocked, and whether a conversation still takes messages. */
export const blocksResolvers: Resolvers = {
  User: {
    isBlockedByMe: (user, _args, { services, request }) => (request.viewerId ? services.relations.isBlocking(request.viewerId, user.id) : false),
  },

  Conversation: {
    canSend: async (conversation, _args, { services, request }) =>
      !(await services.relations.isBlockedEitherWay(request.viewerId ?? '', conversation.otherUser.id)),
  },

  Query: {
    blockedUsers: async (_parent, _args, context) => context.services.blocks.blocked(await requireViewer(context)),
  },

  Mutation: {
    toggleBlock: async (_parent, { userId }, context) => {
      const viewerId = await requireViewer(context);
      const blocked = await context.services.blocks.toggle(viewerId, userId, context.request);
      return { blocked, user: await found(context.services.users.byId(userId), 'User') };
    },
  },
};
