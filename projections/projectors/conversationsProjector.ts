import type { EventOf } from '../../domain/events';
import type { StoredEvent } from '../../domain/ports/eventStore';
import type { ChangeNotice, Projector } from '../projector';
import { collections, conversationMemberKey, type ConversationDoc, type ConversationFolder, type ConversationMemberDoc, type MessageDoc } from '../readModels';
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
  writes: [collections.conversationMembers, collections.conversations, collections.messages],
  handles: [
    'ConversationStarted',
    'MessageSent',
    'ConversationRead',
    'ConversationRequested',
    'ConversationAccepted',
    'ConversationHidden',
    'UserFollowed',
    'AccountDeleted',
  ],
  async setup(store) {
    const { members, messages } = stores(store);
    // The inbox and the requests are each one range of this index, newest first.
    await members.createIndex({ keys: { userId: 1, folder: 1, updatedAt: -1 } });
    await members.createIndex({ keys: { userId: 1, otherUserId: 1 } });
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
      case 'ConversationRequested':
        // Told with the message that comes with it, which puts it in a list.
        await changeMember(event.data, stored, store, () => ({ request: true }));
        return [];
      case 'ConversationAccepted':
        return (
          (await changeMember(event.data, stored, store, (member) => ({
            request: false,
            ...(member.folder === 'requests' ? { folder: 'inbox' as const } : {}),
          }))) ?? []
        );
      case 'ConversationHidden':
        return (await changeMember(event.data, stored, store, () => ({ folder: 'hidden' as const, unreadCount: 0, clearedAt: stored.revision }))) ?? [];
      case 'UserFollowed':
        return followed(event.data.followerId, event.data.followeeId, store);
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
          // Until someone writes in it, only its starter has it.
          folder: userId === data.startedBy ? 'inbox' : 'hidden',
          request: false,
          clearedAt: -1,
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
    {
      $setOnInsert: {
        conversationId: data.conversationId,
        senderId: data.senderId,
        content: data.content,
        story: data.story,
        createdAt: data.at,
        seq: stored.revision,
      },
    },
    { upsert: true },
  );
  for (const userId of conversation.participantIds) {
    const _id = conversationMemberKey(data.conversationId, userId);
    const member = await members.findOne({ _id });
    if (!member || member.revision >= stored.revision) continue;
    const sender = userId === data.senderId;
    const unread = sender ? {} : { $inc: { unreadCount: 1 } };
    // A message brings the conversation back to a list: the sender's inbox; the recipient's
    // requests while it is a request for them, else their inbox.
    const folder: ConversationFolder = sender || member.folder === 'inbox' ? 'inbox' : member.folder === 'requests' || member.request ? 'requests' : 'inbox';
    await members.updateOne({ _id }, { $set: { updatedAt: data.at, revision: stored.revision, folder }, ...unread });
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

/** A change to one participant's side of a conversation, guarded by the stream revision it reflects; only they are told (null: nothing changed). */
async function changeMember(
  data: { conversationId: string; userId: string },
  stored: StoredEvent,
  store: ReadStore,
  fields: (member: ConversationMemberDoc) => Partial<ConversationMemberDoc>,
): Promise<ChangeNotice[] | null> {
  const { members } = stores(store);
  const _id = conversationMemberKey(data.conversationId, data.userId);
  const member = await members.findOne({ _id });
  if (!member || member.revision >= stored.revision) return null;
  await members.updateOne({ _id }, { $set: { ...fields(member), revision: stored.revision } });
  return [{ kind: 'conversation', id: data.conversationId, participantIds: [data.userId] }];
}

/** Following someone takes a message request of theirs to the inbox (as Instagram does). */
async function followed(followerId: string, followeeId: string, store: ReadStore): Promise<ChangeNotice[]> {
  const { members } = stores(store);
  const member = await members.findOne({ userId: followerId, otherUserId: followeeId });
  if (!member?.request) return [];
  await members.updateOne({ _id: member._id }, { $set: { request: false, ...(member.folder === 'requests' ? { folder: 'inbox' as const } : {}) } });
  return [{ kind: 'conversation', id: member.conversationId, participantIds: [followerId] }];
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
