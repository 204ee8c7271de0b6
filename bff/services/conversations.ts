import { randomUUID } from 'node:crypto';
import { conversationDecider, conversationStream } from '../../domain/conversation/decider';
import { forbidden, notFound } from '../../domain/errors';
import type { RelationQueries } from '../../projections/visibility/relations';
import { deterministicEventId } from '../../domain/eventId';
import type { StoryRef } from '../../domain/events';
import type { EventStore } from '../../domain/ports/eventStore';
import type { ConversationQueries } from '../../projections/queries/conversationQueries';
import type { FollowQueries } from '../../projections/queries/followQueries';
import type { HiddenWordsQueries } from '../../projections/queries/hiddenWordsQueries';
import type { ConversationView, MessagePage } from '../../projections/queries/types';
import type { UserQueries } from '../../projections/queries/userQueries';
import type { LiveProjections } from '../../projections/liveProjections';
import type { CommandBus } from './commandBus';
import { commandContext, type RequestContext } from './requestContext';
import { textField } from '../textField';

export const BLOCKED_MESSAGE = 'You cannot message this account.';

/**
 * Direct messages: one stream per pair of people. The sender, reader or starter is always the
 * signed-in viewer; a conversation the viewer is not part of is answered as not found.
 *
 * A conversation whose first message came from someone its recipient did not follow is a message
 * request for them (domain/conversation/decider.ts): in their requests, not their inbox, and
 * counted in no unread total, until they accept it, reply, or follow the sender.
 */
export function conversationService(deps: {
  execute: CommandBus;
  conversations: ConversationQueries;
  users: UserQueries;
  follows: FollowQueries;
  hiddenWords: HiddenWordsQueries;
  events: EventStore;
  projections: LiveProjections;
  relations: RelationQueries;
}) {
  const { execute, conversations, users, follows, hiddenWords, events, projections, relations } = deps;

  async function participantsOf(conversationId: string, viewerId: string): Promise<[string, string]> {
    const participants = await conversations.participants(conversationId, viewerId);
    if (!participants) throw notFound('Conversation');
    return [participants[0], participants[1]];
  }

  async function streamOf(conversationId: string, viewerId: string): Promise<string> {
    const [a, b] = await participantsOf(conversationId, viewerId);
    return conversationStream(a, b);
  }

  return {
    /** The viewer's inbox. */
    list: conversations.list,
    unreadTotal: conversations.unreadTotal,
    message: conversations.message,

    /** The viewer's message requests, but those that hold one of their hidden words. */
    async requests(viewerId: string): Promise<ConversationView[]> {
      return conversations.requests(viewerId, await hiddenWords.pattern(viewerId));
    },

    async requestsCount(viewerId: string): Promise<number> {
      return conversations.requestsCount(viewerId, await hiddenWords.pattern(viewerId));
    },

    /** A conversation of the viewer's, wherever it is for them; null when it is not theirs. */
    async byId(conversationId: string, viewerId: string): Promise<ConversationView | null> {
      return conversations.byId(conversationId, viewerId, await hiddenWords.pattern(viewerId));
    },

    /** A page of the conversation as its viewer sees it: after they deleted it, only the messages sent since. */
    messages(conversation: Pick<ConversationView, 'id' | 'clearedAt'>, last: number, before: string | null): Promise<MessagePage> {
      return conversations.messages(conversation.id, last, before, conversation.clearedAt);
    },

    /** The same, by id; not found unless the viewer takes part. */
    async messagesFor(viewerId: string, conversationId: string, last: number, before: string | null): Promise<MessagePage> {
      const membership = await conversations.membership(conversationId, viewerId);
      if (!membership) throw notFound('Conversation');
      return conversations.messages(conversationId, last, before, membership.clearedAt);
    },

    /** Starts the conversation with `otherUserId`, or finds the one the pair already has. */
    async start(viewerId: string, otherUserId: string, request: RequestContext): Promise<string> {
      if (!textField(otherUserId, 'userId') || !(await users.byId(otherUserId))) throw notFound('User');
      if (await relations.isBlockedEitherWay(viewerId, otherUserId)) throw forbidden(BLOCKED_MESSAGE);
      const command = { type: 'StartConversation' as const, conversationId: randomUUID(), userId: viewerId, otherUserId, at: request.now.toISOString() };
      const { state, position } = await execute(conversationStream(viewerId, otherUserId), conversationDecider, command, commandContext(request));
      // Started by someone else meanwhile: make sure the read models have it before answering.
      if (position === null) await projections.waitForPosition(await events.headPosition());
      return state.conversationId!;
    },

    /**
     * Sends a message, replying to `story` when given; the request's Idempotency-Key (the client's
     * message id) makes a resend append nothing.
     */
    async send(viewerId: string, conversationId: string, content: unknown, request: RequestContext, story?: StoryRef): Promise<string> {
      const [a, b] = await participantsOf(conversationId, viewerId);
      // The conversation stays readable after a block, but nobody can send in it.
      if (await relations.isBlockedEitherWay(a, b)) throw forbidden(BLOCKED_MESSAGE);
      const text = textField(content, 'content');
      const context = commandContext(request);
      // From the command id, so that two racing resends of one message name it alike.
      const messageId = deterministicEventId(context.commandId, 'message', 0);
      // Whether the recipient follows the viewer now: it decides whether a first message is a request.
      const recipientFollowsSender = await follows.isFollowing(a === viewerId ? b : a, viewerId);
      const command = {
        type: 'SendMessage' as const,
        messageId,
        senderId: viewerId,
        content: text,
        recipientFollowsSender,
        story,
        at: request.now.toISOString(),
      };
      const stream = conversationStream(a, b);
      const { events: appended } = await execute(stream, conversationDecider, command, context);
      const sent = appended.find((e) => e.type === 'MessageSent');
      if (!sent) throw new Error('SendMessage appended no message');
      return sent.data.messageId;
    },

    async markRead(viewerId: string, conversationId: string, request: RequestContext): Promise<void> {
      const stream = await streamOf(conversationId, viewerId);
      await execute(
        stream,
        conversationDecider,
        { type: 'MarkConversationRead' as const, userId: viewerId, at: request.now.toISOString() },
        commandContext(request),
      );
    },

    /** Accepts a message request of the viewer's: it moves to their inbox. Refused (409) for a conversation that is none. */
    async accept(viewerId: string, conversationId: string, request: RequestContext): Promise<void> {
      const stream = await streamOf(conversationId, viewerId);
      await execute(
        stream,
        conversationDecider,
        { type: 'AcceptConversation' as const, userId: viewerId, at: request.now.toISOString() },
        commandContext(request),
      );
    },

    /** Deletes the conversation for the viewer only: out of their lists with its messages so far, back with the next one. */
    async hide(viewerId: string, conversationId: string, request: RequestContext): Promise<void> {
      const stream = await streamOf(conversationId, viewerId);
      await execute(
        stream,
        conversationDecider,
        { type: 'HideConversation' as const, userId: viewerId, at: request.now.toISOString() },
        commandContext(request),
      );
    },

    /** Both participants' ids; throws not found unless the viewer is one of them. */
    async participants(viewerId: string, conversationId: string): Promise<string[]> {
      return participantsOf(conversationId, viewerId);
    },
  };
}

export type ConversationService = ReturnType<typeof conversationService>;
