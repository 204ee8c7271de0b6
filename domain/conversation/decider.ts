import { DomainError, type Decider } from '../decider';
import type { EventOf } from '../events';
import { characterCount } from '../text';
import { userText } from '../userText';

export const MESSAGE_MAX = 2000;

export type ConversationCommand =
  | { type: 'StartConversation'; conversationId: string; userId: string; otherUserId: string; at: string }
  | { type: 'SendMessage'; messageId: string; senderId: string; content: string; at: string }
  | { type: 'MarkConversationRead'; userId: string; at: string };

export type ConversationEvent = EventOf<'ConversationStarted' | 'MessageSent' | 'ConversationRead'>;

export type ConversationState = {
  conversationId: string | null;
  participantIds: string[];
  messageCount: number;
  lastMessageId: string | null;
  /** Per participant, how many messages they have read (a prefix of the stream's messages). */
  readCount: Record<string, number>;
};

/** The two ids sorted: whoever starts it, a pair has one stream, so one conversation by construction. */
export const conversationParticipants = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);
export const conversationStream = (a: string, b: string) => `conversation-${conversationParticipants(a, b).join('-')}`;

const notFound = () => new DomainError('not_found', 'Conversation not found');

/** Validates a message's text as the chat does: clean (userText.ts), not empty, at most MESSAGE_MAX characters. */
export function messageContent(raw: string): string {
  const content = userText(raw, 'lines', 'Message', 'content');
  if (content.length === 0) throw new DomainError('invalid', 'Message cannot be empty', 'content');
  if (characterCount(content) > MESSAGE_MAX)
    throw new DomainError('invalid', `Message must be at most ${MESSAGE_MAX.toLocaleString('en-US')} characters`, 'content');
  return content;
}

export const conversationDecider: Decider<ConversationCommand, ConversationEvent, ConversationState> = {
  eventTypes: { ConversationStarted: true, MessageSent: true, ConversationRead: true },
  initialState: () => ({ conversationId: null, participantIds: [], messageCount: 0, lastMessageId: null, readCount: {} }),

  evolve(state, event) {
    switch (event.type) {
      case 'ConversationStarted':
        return { ...state, conversationId: event.data.conversationId, participantIds: [...event.data.participantIds] };
      case 'MessageSent':
        return { ...state, messageCount: state.messageCount + 1, lastMessageId: event.data.messageId };
      case 'ConversationRead':
        return { ...state, readCount: { ...state.readCount, [event.data.userId]: state.messageCount } };
    }
  },

  decide(command, state) {
    if (command.type === 'StartConversation') {
      // Started already (from another tab, or by the other person at the same time): the same one.
      if (state.conversationId) return [];
      if (command.userId === command.otherUserId) throw new DomainError('invalid', 'You cannot message yourself', 'userId');
      return [
        {
          type: 'ConversationStarted',
          data: {
            conversationId: command.conversationId,
            participantIds: conversationParticipants(command.userId, command.otherUserId),
            startedBy: command.userId,
            at: command.at,
          },
        },
      ];
    }
    const actor = command.type === 'SendMessage' ? command.senderId : command.userId;
    if (!state.conversationId || !state.participantIds.includes(actor)) throw notFound();
    const conversationId = state.conversationId;
    if (command.type === 'SendMessage') {
      const content = messageContent(command.content);
      return [{ type: 'MessageSent', data: { conversationId, messageId: command.messageId, senderId: actor, content, at: command.at } }];
    }
    // Nothing new to read: no event, so opening a chat again and again writes nothing.
    if (!state.lastMessageId || (state.readCount[actor] ?? 0) >= state.messageCount) return [];
    return [{ type: 'ConversationRead', data: { conversationId, userId: actor, upToMessageId: state.lastMessageId, at: command.at } }];
  },
};
