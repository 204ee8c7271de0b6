import type { ConversationView, MessageView } from '../../../projections/queries/types';
import type { TypingSignal } from '../../services/typing';
import type { GraphQLContext } from '../context';
import type { SubscriptionResolvers } from '../generated/resolvers';
import { liveStream, type Source } from './liveStream';
import { requireViewer } from './viewer';

// Each subscribe checks who may listen before it returns its iterator, so that a refusal is a
// GraphQL error on that operation rather than a failure of the whole socket.

async function messagesAdded(context: GraphQLContext, conversationId: string): Promise<AsyncIterableIterator<{ messageAdded: MessageView }>> {
  const viewerId = await requireViewer(context);
  await context.services.messaging.participants(viewerId, conversationId);
  const source: Source<{ id: string }> = (push) => context.services.conversationNotices.onMessage(conversationId, push);
  return liveStream(source, async (notice) => {
    const message = await context.services.conversations.message(notice.id);
    return message && { messageAdded: message };
  });
}

type Update = { id: string; conversation: ConversationView | null; unreadTotal: number };

async function conversationUpdates(context: GraphQLContext): Promise<AsyncIterableIterator<{ conversationUpdated: Update }>> {
  const viewerId = await requireViewer(context);
  const source: Source<{ id: string }> = (push) => context.services.conversationNotices.onConversation(viewerId, push);
  const { conversations } = context.services;
  return liveStream(source, async (notice) => {
    const [conversation, unreadTotal] = await Promise.all([conversations.byId(notice.id, viewerId), conversations.unreadTotal(viewerId)]);
    return { conversationUpdated: { id: notice.id, conversation, unreadTotal } };
  });
}

async function typingSignals(context: GraphQLContext, conversationId: string): Promise<AsyncIterableIterator<{ typing: TypingSignal }>> {
  const viewerId = await requireViewer(context);
  await context.services.messaging.participants(viewerId, conversationId);
  const source: Source<TypingSignal> = (push) => context.services.typing.subscribe(conversationId, push);
  return liveStream(source, async (signal) => (signal.userId === viewerId ? null : { typing: signal }));
}

export const conversationSubscription: SubscriptionResolvers = {
  messageAdded: { subscribe: (_parent, { conversationId }, context) => messagesAdded(context, conversationId) },
  conversationUpdated: { subscribe: (_parent, _args, context) => conversationUpdates(context) },
  typing: { subscribe: (_parent, { conversationId }, context) => typingSignals(context, conversationId) },
};
