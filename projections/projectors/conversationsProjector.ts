import type { EventOf } from '../../domain/events';
import type { StoredEvent } from '../../domain/ports/eventStore';
import type { ChangeNotice, Projector } from '../projector';
import { collections, conversationMemberKey, type ConversationDoc, type ConversationMemberDoc, type MessageDoc } from '../readModels';
import type { ReadStore } from '../readStore';

const stores = (store: ReadStore) => ({
  conversations: store.collection<ConversationDoc>(collections.conversations),
  members: store.collection<ConversationMemberDoc>(collections.conversationMembers),
  messages: store.collection<MessageDoc>(collections.messages),
});

/**
 * Conversations, each participant's unread count and read mark, and the messages. Every write is
 * guarded by the stream revision it reflects, so a replayed event (even one half applied before
 * a crash) changes nothing.
 */
export const conversationsProjector: Projector = {
  name: 'conversations',
  handles: ['ConversationStarted', 'MessageSent', 'ConversationRead', 'AccountDeleted'],
  async setup(store) {
    const { members, messages } = stores(store);
    await members.createIndex({ keys: { userId: 1, updatedAt: -1 } });
    await members.createIndex({ keys: { conversationId: 1 } });
    await messages.createIndex({ keys: { conversationId: 1, seq: -1 } });
  },
  async apply(event, stored, store) {
    switch (event.type) {
      case 'ConversationStarted':
        return started(event, stored, store);
      case 'MessageSent':
        return messageSent(event, stored, store);
      case 'ConversationRead':
        return read(event, stored, store);
      case 'AccountDeleted':
        return accountDeleted(event.data.userId, store);
      default:
        return [];
    }
  },
};

async function started({ data }: EventOf<'ConversationStarted'>, stored: StoredEvent, store: ReadStore): Promise<ChangeNotice[]> {
  const { conversations, members } = stores(store);
  const [a, b] = data.participantIds;
  const { upsertedId } = await conversations.updateOne(
    { _id: data.conversationId },
    {
      $setOnInsert: {
        participantIds: [a, b],
        createdAt: data.at,
        updatedAt: data.at,
        lastMessageId: null,
        lastMessageContent: null,
        lastMessageSenderId: null,
        revision: stored.revision,
      },
    },
    { upsert: true },
  );
  if (upsertedId === null) return [];
  for (const [userId, otherUserId] of [
    [a, b],
    [b, a],
  ])
    await members.updateOne(
      { _id: conversationMemberKey(data.conversationId, userId) },
      {
        $setOnInsert: {
          conversationId: data.conversationId,
          userId,
          otherUserId,
          unreadCount: 0,
          readUpTo: null,
          updatedAt: data.at,
          revision: stored.revision,
        },
      },
      { upsert: true },
    );
  return [{ kind: 'conversation', id: data.conversationId, participantIds: [a, b] }];
}

async function messageSent({ data }: EventOf<'MessageSent'>, stored: StoredEvent, store: ReadStore): Promise<ChangeNotice[]> {
  const { conversations, members, messages } = stores(store);
  const conversation = await conversations.findOne({ _id: data.conversationId });
  // Gone with a deleted account, or already past this event.
  if (!conversation || conversation.revision >= stored.revision) return [];
  await messages.updateOne(
    { _id: data.messageId },
    { $setOnInsert: { conversationId: data.conversationId, senderId: data.senderId, content: data.content, createdAt: data.at, seq: stored.revision } },
    { upsert: true },
  );
  for (const userId of conversation.participantIds) {
    const _id = conversationMemberKey(data.conversationId, userId);
    const member = await members.findOne({ _id });
    if (!member || member.revision >= stored.revision) continue;
    const unread = userId === data.senderId ? {} : { $inc: { unreadCount: 1 } };
    await members.updateOne({ _id }, { $set: { updatedAt: data.at, revision: stored.revision }, ...unread });
  }
  await conversations.updateOne(
    { _id: data.conversationId },
    {
      $set: {
        updatedAt: data.at,
        lastMessageId: data.messageId,
        lastMessageContent: data.content,
        lastMessageSenderId: data.senderId,
        revision: stored.revision,
      },
    },
  );
  const participantIds = conversation.participantIds;
  return [
    { kind: 'message', id: data.messageId, conversationId: data.conversationId, participantIds },
    { kind: 'conversation', id: data.conversationId, participantIds },
  ];
}

async function read({ data }: EventOf<'ConversationRead'>, stored: StoredEvent, store: ReadStore): Promise<ChangeNotice[]> {
  const { conversations, members } = stores(store);
  const conversation = await conversations.findOne({ _id: data.conversationId });
  if (!conversation) return [];
  // Everything before the read mark in the stream is read: the mark is decided on the same stream.
  const _id = conversationMemberKey(data.conversationId, data.userId);
  const member = await members.findOne({ _id });
  if (!member || member.revision >= stored.revision) return [];
  await members.updateOne({ _id }, { $set: { unreadCount: 0, readUpTo: data.upToMessageId, revision: stored.revision } });
  return [{ kind: 'conversation', id: data.conversationId, participantIds: conversation.participantIds }];
}

/** Their conversations go with them, for both sides: messages, read marks and all. */
async function accountDeleted(userId: string, store: ReadStore): Promise<ChangeNotice[]> {
  const { conversations, members, messages } = stores(store);
  const notices: ChangeNotice[] = [];
  for (const member of await members.find({ userId })) {
    await messages.deleteMany({ conversationId: member.conversationId });
    await members.deleteMany({ conversationId: member.conversationId });
    await conversations.deleteOne({ _id: member.conversationId });
    notices.push({ kind: 'conversation', id: member.conversationId, participantIds: [member.userId, member.otherUserId] });
  }
  return notices;
}
