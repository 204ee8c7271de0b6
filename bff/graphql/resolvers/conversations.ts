import { invalidInput, notFound } from '../../../domain/errors';
import type { GraphQLContext } from '../context';
import type { ConversationResolvers, MessageResolvers, MutationResolvers, QueryResolvers } from '../generated/resolvers';
import { requireViewer } from './viewer';

const CLIENT_ID_MAX = 100;

async function conversationOf(context: GraphQLContext, conversationId: string, viewerId: string) {
  const conversation = await context.services.conversations.byId(conversationId, viewerId);
  if (!conversation) throw notFound('Conversation');
  return conversation;
}

export const conversationQuery: QueryResolvers = {
  conversations: async (_parent, _args, context) => context.services.conversations.list(await requireViewer(context)),
  conversation: async (_parent, { id }, context) => conversationOf(context, id, await requireViewer(context)),
  unreadMessagesCount: async (_parent, _args, context) => context.services.conversations.unreadTotal(await requireViewer(context)),
};

export const conversationMutation: MutationResolvers = {
  startConversation: async (_parent, { userId }, context) => {
    const viewerId = await requireViewer(context);
    const id = await context.services.messaging.start(viewerId, userId, context.request);
    return conversationOf(context, id, viewerId);
  },

  sendMessage: async (_parent, { conversationId, content, clientId }, context) => {
    const viewerId = await requireViewer(context);
    if (clientId != null && (clientId.length === 0 || clientId.length > CLIENT_ID_MAX)) throw invalidInput('Invalid clientId', 'clientId');
    const request = clientId ? { ...context.request, idempotencyKey: `message:${clientId}` } : context.request;
    const messageId = await context.services.messaging.send(viewerId, conversationId, content, request);
    const message = await context.services.conversations.message(messageId);
    if (!message) throw notFound('Conversation');
    return message;
  },

  markConversationRead: async (_parent, { conversationId }, context) => {
    const viewerId = await requireViewer(context);
    await context.services.messaging.markRead(viewerId, conversationId, context.request);
    return conversationOf(context, conversationId, viewerId);
  },

  setTyping: async (_parent, { conversationId, typing }, context) => {
    const viewerId = await requireViewer(context);
    await context.services.messaging.participants(viewerId, conversationId);
    await context.services.limits.consume('typing', { userId: viewerId, clientIp: context.request.clientIp });
    context.services.typing.publish({ conversationId, userId: viewerId, typing });
    return true;
  },
};

export const Conversation: ConversationResolvers = {
  messages: (conversation, { last, before }, { services }) =>
    services.conversations.messages(conversation.id, last ?? 30, before ?? null).then((page) => ({
      nodes: page.messages,
      hasOlder: page.hasOlder,
      olderCursor: page.olderCursor,
    })),
};

export const Message: MessageResolvers = {
  sender: async (message, _args, { services }) => {
    const sender = await services.users.byId(message.senderId);
    if (!sender) throw notFound('User');
    return sender;
  },
};
