import { DomainError } from '../../domain/decider';
import { containsHiddenWordFilter } from './hiddenWordsQueries';
import { collections, conversationMemberKey, type ConversationDoc, type ConversationMemberDoc, type MessageDoc } from '../readModels';
import type { ReadStore } from '../readStore';
import type { ConversationView, MessagePage, MessageView } from './types';
import { userQueries } from './userQueries';
import { canSeeWords } from '../visibility/policy';
import { relationQueries } from '../visibility/relations';

export const MESSAGE_PAGE_MAX = 200;
const CONVERSATION_LIST_MAX = 500;

const toMessageView = (doc: MessageDoc): MessageView => ({
  id: doc._id,
  conversationId: doc.conversationId,
  senderId: doc.senderId,
  content: doc.content,
  story: doc.story ?? null,
  createdAt: doc.createdAt,
});

/**
 * Every read checks that the viewer takes part: to anyone else a conversation does not exist.
 * `hiddenWords` is the viewer's pattern (domain/hiddenWords/matching.ts), null when they hide
 * nothing: a message request holding one of their words is in no list of theirs.
 */
export function conversationQueries(store: ReadStore) {
  const conversations = store.collection<ConversationDoc>(collections.conversations);
  const members = store.collection<ConversationMemberDoc>(collections.conversationMembers);
  const messages = store.collection<MessageDoc>(collections.messages);
  const users = userQueries(store);
  const relations = relationQueries(store);

  /** Of these requests of the viewer's, the ones with a message (of the other's) that holds one of their hidden words. */
  async function hiddenByWords(requests: ConversationMemberDoc[], viewerId: string, hiddenWords: string | null): Promise<Set<string>> {
    if (!hiddenWords || requests.length === 0) return new Set();
    const ids = requests.map((m) => m.conversationId);
    const matches = await messages.find({ conversationId: { $in: ids }, senderId: { $ne: viewerId }, content: containsHiddenWordFilter(hiddenWords) });
    return new Set(matches.map((m) => m.conversationId));
  }

  /**
   * The viewer's requests in their requests list: newest first, without those their hidden words
   * hide, nor those from someone blocked either way or banned (whose words the viewer may not see).
   */
  async function shownRequests(viewerId: string, hiddenWords: string | null): Promise<ConversationMemberDoc[]> {
    const all = await members.find({ userId: viewerId, folder: 'requests' }, { sort: { updatedAt: -1, _id: -1 }, limit: CONVERSATION_LIST_MAX });
    const rel = await relations.relationsFor(
      viewerId,
      all.map((m) => ({ id: m.otherUserId })),
    );
    const requests = all.filter((m) => canSeeWords(rel, m.otherUserId));
    const hidden = await hiddenByWords(requests, viewerId, hiddenWords);
    return hidden.size === 0 ? requests : requests.filter((m) => !hidden.has(m.conversationId));
  }

  async function toViews(mine: ConversationMemberDoc[], wordHidden = new Set<string>()): Promise<ConversationView[]> {
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
      // The last message is the stream's revision `doc.revision`; one the viewer deleted is not shown.
      const lastMessage =
        doc.lastMessageId === null || doc.revision <= member.clearedAt
          ? null
          : {
              id: doc.lastMessageId,
              conversationId: doc._id,
              senderId: doc.lastMessageSenderId ?? '',
              content: doc.lastMessageContent ?? '',
              // The lists preview the text only; the conversation itself shows the story replied to.
              story: null,
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
          folder: wordHidden.has(doc._id) ? 'hidden' : member.folder,
          isRequest: member.request,
          clearedAt: member.clearedAt,
        },
      ];
    });
  }

  return {
    /** The viewer's inbox: their conversations but requests and deleted ones, the one with the newest message first. */
    async list(viewerId: string): Promise<ConversationView[]> {
      return toViews(await members.find({ userId: viewerId, folder: 'inbox' }, { sort: { updatedAt: -1, _id: -1 }, limit: CONVERSATION_LIST_MAX }));
    },

    /** The viewer's message requests, newest first. */
    async requests(viewerId: string, hiddenWords: string | null): Promise<ConversationView[]> {
      return toViews(await shownRequests(viewerId, hiddenWords));
    },

    async requestsCount(viewerId: string, hiddenWords: string | null): Promise<number> {
      return (await shownRequests(viewerId, hiddenWords)).length;
    },

    /** One conversation of the viewer's, wherever it is for them (a request, or one they deleted, may be opened too). */
    async byId(conversationId: string, viewerId: string, hiddenWords: string | null): Promise<ConversationView | null> {
      const member = await members.findOne({ _id: conversationMemberKey(conversationId, viewerId) });
      if (!member) return null;
      const wordHidden = member.folder === 'requests' ? await hiddenByWords([member], viewerId, hiddenWords) : undefined;
      return (await toViews([member], wordHidden))[0] ?? null;
    },

    /** Both participants' ids, or null when the viewer is not one of them (or it does not exist). */
    async participants(conversationId: string, viewerId: string): Promise<string[] | null> {
      const member = await members.findOne({ _id: conversationMemberKey(conversationId, viewerId) });
      return member ? [member.userId, member.otherUserId] : null;
    },

    /** Where it is for the viewer, and from which revision on they see its messages; null when it is not theirs. */
    async membership(conversationId: string, viewerId: string): Promise<Pick<ConversationMemberDoc, 'folder' | 'request' | 'clearedAt'> | null> {
      return members.findOne({ _id: conversationMemberKey(conversationId, viewerId) });
    },

    /** Unread messages in the viewer's inbox (requests are not counted). */
    async unreadTotal(viewerId: string): Promise<number> {
      let total = 0;
      for (const member of await members.find({ userId: viewerId, folder: 'inbox' })) total += member.unreadCount;
      return total;
    },

    async message(messageId: string): Promise<MessageView | null> {
      const doc = await messages.findOne({ _id: messageId });
      return doc && toMessageView(doc);
    },

    /**
     * The newest `last` messages before the cursor, oldest first (as a chat shows them), of those
     * after revision `clearedAt` (the viewer's deletion; -1 for all).
     */
    async messages(conversationId: string, last: number, before: string | null, clearedAt = -1): Promise<MessagePage> {
      if (!Number.isInteger(last) || last < 1 || last > MESSAGE_PAGE_MAX)
        throw new DomainError('invalid', `last must be between 1 and ${MESSAGE_PAGE_MAX}`, 'last');
      const beforeSeq = before === null ? null : Number(before);
      if (beforeSeq !== null && !(Number.isInteger(beforeSeq) && beforeSeq >= 0)) throw new DomainError('invalid', 'Invalid cursor', 'before');
      const seq = { ...(beforeSeq === null ? {} : { $lt: beforeSeq }), ...(clearedAt >= 0 ? { $gt: clearedAt } : {}) };
      const filter = Object.keys(seq).length === 0 ? { conversationId } : { conversationId, seq };
      const docs = await messages.find(filter, { sort: { seq: -1 }, limit: last + 1 });
      const shown = docs.slice(0, last).reverse();
      const hasOlder = docs.length > last;
      return { messages: shown.map(toMessageView), hasOlder, olderCursor: hasOlder && shown.length ? String(shown[0].seq) : null };
    },
  };
}

export type ConversationQueries = ReturnType<typeof conversationQueries>;
