import { DomainError } from '../../domain/decider';
import { collections, conversationMemberKey, type ConversationDoc, type ConversationMemberDoc, type MessageDoc } from '../readModels';
import type { ReadStore } from '../readStore';
import type { ConversationView, MessagePage, MessageView } from './types';
import { userQueries } from './userQueries';

export const MESSAGE_PAGE_MAX = 200;
const CONVERSATION_LIST_MAX = 500;

const toMessageView = (doc: MessageDoc): MessageView => ({
  id: doc._id,
  conversationId: doc.conversationId,
  senderId: doc.senderId,
  content: doc.content,
  createdAt: doc.createdAt,
});

/** Every read checks that the viewer takes part: to anyone else a conversation does not exist. */
export function conversationQueries(store: ReadStore) {
  const conversations = store.collection<ConversationDoc>(collections.conversations);
  const members = store.collection<ConversationMemberDoc>(collections.conversationMembers);
  const messages = store.collection<MessageDoc>(collections.messages);
  const users = userQueries(store);

  async function toViews(mine: ConversationMemberDoc[]): Promise<ConversationView[]> {
    if (mine.length === 0) return [];
    const ids = mine.map((m) => m.conversationId);
    const [docs, others, otherMarks] = await Promise.all([
      conversations.find({ _id: { $in: ids } }),
      users.usersByIds(mine.map((m) => m.otherUserId)),
      members.find({ _id: { $in: mine.map((m) => conversationMemberKey(m.conversationId, m.otherUserId)) } }),
    ]);
    const byId = new Map(docs.map((d) => [d._id, d]));
    const readUpTo = new Map(otherMarks.map((m) => [m.conversationId, m.readUpTo]));
    return mine.flatMap((member) => {
      const doc = byId.get(member.conversationId);
      const otherUser = others.get(member.otherUserId);
      if (!doc || !otherUser) return [];
      const lastMessage =
        doc.lastMessageId === null
          ? null
          : {
              id: doc.lastMessageId,
              conversationId: doc._id,
              senderId: doc.lastMessageSenderId ?? '',
              content: doc.lastMessageContent ?? '',
              createdAt: doc.updatedAt,
            };
      return [
        {
          id: doc._id,
          otherUser,
          unreadCount: member.unreadCount,
          lastMessage,
          updatedAt: doc.updatedAt,
          otherReadUpTo: readUpTo.get(doc._id) ?? null,
        },
      ];
    });
  }

  return {
    /** The viewer's conversations, the one with the newest message first. */
    async list(viewerId: string): Promise<ConversationView[]> {
      return toViews(await members.find({ userId: viewerId }, { sort: { updatedAt: -1, _id: -1 }, limit: CONVERSATION_LIST_MAX }));
    },

    async byId(conversationId: string, viewerId: string): Promise<ConversationView | null> {
      const member = await members.findOne({ _id: conversationMemberKey(conversationId, viewerId) });
      return member ? ((await toViews([member]))[0] ?? null) : null;
    },

    /** Both participants' ids, or null when the viewer is not one of them (or it does not exist). */
    async participants(conversationId: string, viewerId: string): Promise<string[] | null> {
      const member = await members.findOne({ _id: conversationMemberKey(conversationId, viewerId) });
      return member ? [member.userId, member.otherUserId] : null;
    },

    async unreadTotal(viewerId: string): Promise<number> {
      let total = 0;
      for (const member of await members.find({ userId: viewerId })) total += member.unreadCount;
      return total;
    },

    async message(messageId: string): Promise<MessageView | null> {
      const doc = await messages.findOne({ _id: messageId });
      return doc && toMessageView(doc);
    },

    /** The newest `last` messages before the cursor, oldest first (as a chat shows them). */
    async messages(conversationId: string, last: number, before: string | null): Promise<MessagePage> {
      if (!Number.isInteger(last) || last < 1 || last > MESSAGE_PAGE_MAX)
        throw new DomainError('invalid', `last must be between 1 and ${MESSAGE_PAGE_MAX}`, 'last');
      const beforeSeq = before === null ? null : Number(before);
      if (beforeSeq !== null && !(Number.isInteger(beforeSeq) && beforeSeq >= 0)) throw new DomainError('invalid', 'Invalid cursor', 'before');
      const filter = beforeSeq === null ? { conversationId } : { conversationId, seq: { $lt: beforeSeq } };
      const docs = await messages.find(filter, { sort: { seq: -1 }, limit: last + 1 });
      const shown = docs.slice(0, last).reverse();
      const hasOlder = docs.length > last;
      return { messages: shown.map(toMessageView), hasOlder, olderCursor: hasOlder && shown.length ? String(shown[0].seq) : null };
    },
  };
}

export type ConversationQueries = ReturnType<typeof conversationQueries>;
