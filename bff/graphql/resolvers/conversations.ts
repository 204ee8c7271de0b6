import { invalidInput } from '../../../domain/errors';
import type { ConversationView, MessageView } from '../../../projections/queries/types';
import type { TypingSignal } from '../../services/typing';
import type { GraphQLContext } from '../context';
import type { Resolvers } from '../generated/resolvers';
import { found } from './found';
import { liveStream, type Source } from './liveStream';
import { requireViewer } from './viewer';

const CLIENT_ID_MAX = 100;

const conversationOf = (context: GraphQLContext, conversationId: string, viewerId: string) =>
  found(context.services.conversations.byId(conversationId, viewerId), 'Conversation');

// Each subscribe checks who may listen before it returns its iterator, so that a refusal is a
// GraphQL error on that operation rather than a failure of the whole socket.

async function messagesAdded(context: GraphQLContext, conversationId: string): Promise<AsyncIterableIterator<{ messageAdded: MessageView }>> {
  const viewerId = await requireViewer(context);
  await context.services.conversations.participants(viewerId, conversationId);
  const source: Source<{ id: string }> = (push) => context.services.conversationNotices.onMessage(conversationId, push);
  return liveStream(source, async (notice) => {
    const message = await context.services.conversations.message(notice.id);
    return message && { messageAdded: message };
  });
}

type Update = { id: string; conversation: ConversationView | null; unreadTotal: number; requestsCount: number };

async function conversationUpdates(context: GraphQLContext): Promise<AsyncIterableIterator<{ conversationUpdated: Update }>> {
  const viewerId = await requireViewer(context);
  const source: Source<{ id: string }> = (push) => context.services.conversationNotices.onConversation(viewerId, push);
  const { conversations } = context.services;
  return liveStream(source, async (notice) => {
    const [conversation, unreadTotal, requestsCount] = await Promise.all([
      conversations.byId(notice.id, viewerId),
      conversations.unreadTotal(viewerId),
      conversations.requestsCount(viewerId),
    ]);
    return { conversationUpdated: { id: notice.id, conversation, unreadTotal, requestsCount } };
  });
}

async function typingSignals(context: GraphQLContext, conversationId: string): Promise<AsyncIterableIterator<{ typing: TypingSignal }>> {
  const viewerId = await requireViewer(context);
  await context.services.conversations.participants(viewerId, conversationId);
  const source: Source<TypingSignal> = (push) => context.services.typing.subscribe(conversationId, push);
  return liveStream(source, async (signal) => (signal.userId === viewerId ? null : { typing: signal }));
}

/** Direct messages between two people: the conversations, their messages, read marks and typing, live. */
export const conversationsResolvers: Resolvers = {
  Query: {
    conversations: async (_parent, _args, context) => context.services.conversations.list(await requireViewer(context)),
    conversationRequests: async (_parent, _args, context) => context.services.conversations.requests(await requireViewer(context)),
    conversationRequestsCount: async (_parent, _args, context) => context.services.conversations.requestsCount(await requireViewer(context)),
    conversation: async (_parent, { id }, context) => conversationOf(context, id, await requireViewer(context)),
    unreadMessagesCount: async (_parent, _args, context) => context.services.conversations.unreadTotal(await requireViewer(context)),
  },

  Mutation: {
    startConversation: async (_parent, { userId }, context) => {
      const viewerId = await requireViewer(context);
      const id = await context.services.conversations.start(viewerId, userId, context.request);
      return conversationOf(context, id, viewerId);
    },

    sendMessage: async (_parent, { conversationId, content, clientId }, context) => {
      const viewerId = await requireViewer(context);
      if (clientId != null && (clientId.length === 0 || clientId.length > CLIENT_ID_MAX)) throw invalidInput('Invalid clientId', 'clientId');
      const request = clientId ? { ...context.request, idempotencyKey: `message:${clientId}` } : context.request;
      const messageId = await context.services.conversations.send(viewerId, conversationId, content, request);
      return found(context.services.conversations.message(messageId), 'Conversation');
    },

    markConversationRead: async (_parent, { conversationId }, context) => {
      const viewerId = await requireViewer(context);
      await context.services.conversations.markRead(viewerId, conversationId, context.request);
      return conversationOf(context, conversationId, viewerId);
    },

    acceptConversation: async (_parent, { conversationId }, context) => {
      const viewerId = await requireViewer(context);
      await context.services.conversations.accept(viewerId, conversationId, context.request);
      return conversationOf(context, conversationId, viewerId);
    },

    deleteConversation: async (_parent, { conversationId }, context) => {
      const viewerId = await requireViewer(context);
      await context.services.conversations.hide(viewerId, conversationId, context.request);
      return true;
    },

    setTyping: async (_parent, { conversationId, typing }, context) => {
      const viewerId = await requireViewer(context);
      await context.services.conversations.participants(viewerId, conversationId);
      await context.services.limits.consume('typing', { userId: viewerId, clientIp: context.request.clientIp });
      context.services.typing.publish({ conversationId, userId: viewerId, typing });
      return true;
    },
  },

  Subscription: {
    messageAdded: { subscribe: (_parent, { conversationId }, context) => messagesAdded(context, conversationId) },
    conversationUpdated: { subscribe: (_parent, _args, context) => conversationUpdates(context) },
    typing: { subscribe: (_parent, { conversationId }, context) => typingSignals(context, conversationId) },
  },

  Conversation: {
    messages: (conversation, { last, before }, { services }) =>
      services.conversations.messages(conversation, last ?? 30, before ?? null).then((page) => ({
        nodes: page.messages,
        hasOlder: page.hasOlder,
        olderCursor: page.olderCursor,
      })),
  },

  Message: {
    sender: (message, _args, { services }) => found(services.users.byId(message.senderId), 'User'),
  },
};
