import { randomUUID } from 'node:crypto';
import { conversationDecider, conversationStream } from '../../domain/conversation/decider';
import { forbidden, notFound } from '../../domain/errors';
import type { RelationQueries } from '../../projections/visibility/relations';
import { deterministicEventId } from '../../domain/eventId';
import type { EventStore } from '../../domain/ports/eventStore';
import type { ConversationQueries } from '../../projections/queries/conversationQueries';
import type { UserQueries } from '../../projections/queries/userQueries';
import type { ProjectionRunner } from '../../projections/runner';
import type { CommandBus } from './commandBus';
import { commandContext, type RequestContext } from './requestContext';
import { textField } from '../textField';

export const BLOCKED_MESSAGE = 'You cannot message this account.';

/**
 * Direct messages: one stream per pair of people. The sender, reader or starter is always the
 * signed-in viewer; a conversation the viewer is not part of is answered as not found.
 */
export function conversationService(
  execute: CommandBus,
  conversations: ConversationQueries,
  users: UserQueries,
  events: EventStore,
  projections: ProjectionRunner,
  relations: RelationQueries,
) {
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
    list: conversations.list,
    byId: conversations.byId,
    unreadTotal: conversations.unreadTotal,
    message: conversations.message,
    messages: conversations.messages,

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

    /** Sends a message; the request's Idempotency-Key (the client's message id) makes a resend append nothing. */
    async send(viewerId: string, conversationId: string, content: unknown, request: RequestContext): Promise<string> {
      const [a, b] = await participantsOf(conversationId, viewerId);
      // The conversation stays readable after a block, but nobody can send in it.
      if (await relations.isBlockedEitherWay(a, b)) throw forbidden(BLOCKED_MESSAGE);
      const stream = conversationStream(a, b);
      const text = textField(content, 'content');
      const context = commandContext(request);
      // From the command id, so that two racing resends of one message name it alike.
      const messageId = deterministicEventId(context.commandId, 'message', 0);
      const command = { type: 'SendMessage' as const, messageId, senderId: viewerId, content: text, at: request.now.toISOString() };
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

    /** Both participants' ids; throws not found unless the viewer is one of them. */
    async participants(viewerId: string, conversationId: string): Promise<string[]> {
      const participants = await conversations.participants(conversationId, viewerId);
      if (!participants) throw notFound('Conversation');
      return participants;
    },
  };
}

export type ConversationService = ReturnType<typeof conversationService>;
