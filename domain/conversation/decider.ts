import { DomainError, type Decider } from '../decider';
import type { EventOf, StoryRef } from '../events';
import { characterCount } from '../text';
import { userText } from '../userText';

export const MESSAGE_MAX = 2000;

export type ConversationCommand =
  | { type: 'StartConversation'; conversationId: string; userId: string; otherUserId: string; at: string }
  /**
   * `recipientFollowsSender`: whether the other participant follows the sender now (the service
   * reads it); it matters for the first message only, which makes the conversation a message
   * request for a recipient who does not.
   */
  | {
      type: 'SendMessage';
      messageId: string;
      senderId: string;
      content: string;
      recipientFollowsSender: boolean;
      /** The story it replies to, if it does (sent from the story viewer). */
      story?: StoryRef;
      at: string;
    }
  | { type: 'MarkConversationRead'; userId: string; at: string }
  | { type: 'AcceptConversation'; userId: string; at: string }
  | { type: 'HideConversation'; userId: string; at: string };

export type ConversationEvent = EventOf<
  'ConversationStarted' | 'MessageSent' | 'ConversationRead' | 'ConversationRequested' | 'ConversationAccepted' | 'ConversationHidden'
>;

export type ConversationState = {
  conversationId: string | null;
  participantIds: string[];
  startedBy: string | null;
  messageCount: number;
  lastMessageId: string | null;
  /** Per participant, how many messages they have read (a prefix of the stream's messages). */
  readCount: Record<string, number>;
  /** The participant for whom it is a message request not accepted yet, if any. */
  requestOf: string | null;
  /**
   * Per participant, the message count when it left their lists: they see it again once there are
   * more. The one who did not start it sees it from the first message on (0 from the start).
   */
  hiddenAt: Record<string, number>;
};

export const NOT_A_REQUEST = 'This conversation is not a message request';

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
  eventTypes: {
    ConversationStarted: true,
    MessageSent: true,
    ConversationRead: true,
    ConversationRequested: true,
    ConversationAccepted: true,
    ConversationHidden: true,
  },
  initialState: () => ({
    conversationId: null,
    participantIds: [],
    startedBy: null,
    messageCount: 0,
    lastMessageId: null,
    readCount: {},
    requestOf: null,
    hiddenAt: {},
  }),

  evolve(state, event) {
    switch (event.type) {
      case 'ConversationStarted': {
        const { conversationId, participantIds, startedBy } = event.data;
        const other = participantIds.find((id) => id !== startedBy);
        return { ...state, conversationId, participantIds: [...participantIds], startedBy, hiddenAt: other ? { [other]: 0 } : {} };
      }
      case 'MessageSent':
        return { ...state, messageCount: state.messageCount + 1, lastMessageId: event.data.messageId };
      case 'ConversationRead':
        return { ...state, readCount: { ...state.readCount, [event.data.userId]: state.messageCount } };
      case 'ConversationRequested':
        return { ...state, requestOf: event.data.userId };
      case 'ConversationAccepted':
        return state.requestOf === event.data.userId ? { ...state, requestOf: null } : state;
      case 'ConversationHidden':
        return { ...state, hiddenAt: { ...state.hiddenAt, [event.data.userId]: state.messageCount } };
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
    const at = command.at;
    switch (command.type) {
      case 'SendMessage':
        return sendMessage(state, conversationId, command);
      case 'AcceptConversation':
        if (state.requestOf !== actor) throw new DomainError('conflict', NOT_A_REQUEST);
        return [{ type: 'ConversationAccepted', data: { conversationId, userId: actor, at } }];
      case 'HideConversation':
        // Out of their lists already (deleted before, and nothing new since): nothing to do.
        if (state.hiddenAt[actor] === state.messageCount) return [];
        return [{ type: 'ConversationHidden', data: { conversationId, userId: actor, at } }];
      case 'MarkConversationRead':
        break;
    }
    // Nothing new to read: no event, so opening a chat again and again writes nothing.
    if (!state.lastMessageId || (state.readCount[actor] ?? 0) >= state.messageCount) return [];
    return [{ type: 'ConversationRead', data: { conversationId, userId: actor, upToMessageId: state.lastMessageId, at } }];
  },
};

/**
 * The first message makes the conversation a request for its recipient, unless they follow the
 * sender or started it themselves; replying to a request accepts it.
 */
function sendMessage(state: ConversationState, conversationId: string, command: Extract<ConversationCommand, { type: 'SendMessage' }>): ConversationEvent[] {
  const { senderId, at } = command;
  const content = messageContent(command.content);
  const recipient = state.participantIds.find((id) => id !== senderId)!;
  const events: ConversationEvent[] = [];
  if (state.requestOf === senderId) events.push({ type: 'ConversationAccepted', data: { conversationId, userId: senderId, at } });
  if (state.messageCount === 0 && !command.recipientFollowsSender && recipient !== state.startedBy)
    events.push({ type: 'ConversationRequested', data: { conversationId, userId: recipient, requesterId: senderId, at } });
  events.push({ type: 'MessageSent', data: { conversationId, messageId: command.messageId, senderId, content, story: command.story ?? null, at } });
  return events;
}
