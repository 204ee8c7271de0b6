import { beforeEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../domain/events';
import { collections, conversationMemberKey } from '../readModels';
import type { ReadStore } from '../readStore';
import { conversationQueries } from '../queries/conversationQueries';
import { conversationsProjector } from './conversationsProjector';
import { accountDeleted, messageSent, type Projection, projection } from './projectionKit';

const at = (minute: number) => `2026-01-01T00:${String(minute).padStart(2, '0')}:00.000Z`;
let store: ReadStore;
let project: Projection['project'];

const started: DomainEvent = { type: 'ConversationStarted', data: { conversationId: 'c1', participantIds: ['a', 'b'], startedBy: 'a', at: at(0) } };
const sent = (messageId: string, senderId: string, minute: number) => messageSent('c1', messageId, senderId, { content: `text ${messageId}`, at: at(minute) });
const readBy = (userId: string, upToMessageId: string): DomainEvent => ({
  type: 'ConversationRead',
  data: { conversationId: 'c1', userId, upToMessageId, at: at(9) },
});

const member = (userId: string) => store.collection(collections.conversationMembers).findOne({ _id: conversationMemberKey('c1', userId) });
const conversation = () => store.collection(collections.conversations).findOne({ _id: 'c1' });

describe('conversations projector', () => {
  beforeEach(async () => {
    ({ store, project } = await projection([conversationsProjector]));
    await project(started, 0);
  });

  it('gives both participants the conversation with nothing unread, in the inbox of its starter only', async () => {
    expect(await member('a')).toMatchObject({ otherUserId: 'b', unreadCount: 0, readUpTo: null, folder: 'inbox', request: false });
    expect(await member('b')).toMatchObject({ otherUserId: 'a', unreadCount: 0, folder: 'hidden', request: false });
    expect(await conversation()).toMatchObject({ participantIds: ['a', 'b'], lastMessageId: null });
  });

  it('counts unread messages for the recipient only, once even when an event is delivered twice', async () => {
    const notices = await project(sent('m1', 'a', 1), 1);
    expect(notices.map((n) => n.kind)).toEqual(['message', 'conversation']);
    expect(await project(sent('m1', 'a', 1), 1)).toEqual([]);
    await project(sent('m2', 'a', 2), 2);
    expect(await member('b')).toMatchObject({ unreadCount: 2, updatedAt: at(2) });
    expect(await member('a')).toMatchObject({ unreadCount: 0 });
    expect(await conversation()).toMatchObject({ lastMessageId: 'm2', lastMessageContent: 'text m2', lastMessageSenderId: 'a', updatedAt: at(2) });
    expect(await store.collection(collections.messages).countDocuments({ conversationId: 'c1' })).toBe(2);
  });

  it('keeps the story a reply answers with the message, and none on other messages', async () => {
    const story = { storyId: 's1', mediaUrl: '/media/s1.mp4', mediaType: 'video' as const, posterUrl: '/media/s1.jpg' };
    await project(messageSent('c1', 'm1', 'a', { content: 'nice', story, at: at(1) }), 1);
    await project(sent('m2', 'b', 2), 2);
    const { messages } = await conversationQueries(store).messages('c1', 10, null, 0);
    expect(messages.map((m) => [m.content, m.story])).toEqual([
      ['nice', story],
      ['text m2', null],
    ]);
  });

  it('a read mark clears the unread count and records how far they read', async () => {
    await project(sent('m1', 'a', 1), 1);
    await project(readBy('b', 'm1'), 2);
    await project(sent('m2', 'a', 3), 3);
    expect(await member('b')).toMatchObject({ unreadCount: 1, readUpTo: 'm1' });
    // Replaying the old read mark must not clear the newer message.
    expect(await project(readBy('b', 'm1'), 2)).toEqual([]);
    expect(await member('b')).toMatchObject({ unreadCount: 1 });
  });

  it('puts the conversation in the inbox of the recipient with the first message', async () => {
    await project(sent('m1', 'a', 1), 1);
    expect(await member('b')).toMatchObject({ folder: 'inbox', unreadCount: 1 });
  });

  describe('message requests', () => {
    const requested: DomainEvent = { type: 'ConversationRequested', data: { conversationId: 'c1', userId: 'b', requesterId: 'a', at: at(1) } };
    const accepted: DomainEvent = { type: 'ConversationAccepted', data: { conversationId: 'c1', userId: 'b', at: at(3) } };
    const hiddenBy = (userId: string): DomainEvent => ({ type: 'ConversationHidden', data: { conversationId: 'c1', userId, at: at(4) } });

    beforeEach(async () => {
      await project(requested, 1);
      await project(sent('m1', 'a', 1), 2);
    });

    it("puts a request in the recipient's requests, and the sender's inbox", async () => {
      expect(await member('b')).toMatchObject({ folder: 'requests', request: true, unreadCount: 1 });
      expect(await member('a')).toMatchObject({ folder: 'inbox', request: false });
      await project(sent('m2', 'a', 2), 3);
      expect(await member('b')).toMatchObject({ folder: 'requests', unreadCount: 2 });
    });

    it('moves an accepted request to the inbox, telling the recipient only', async () => {
      expect(await project(accepted, 3)).toEqual([{ kind: 'conversation', id: 'c1', participantIds: ['b'] }]);
      expect(await member('b')).toMatchObject({ folder: 'inbox', request: false, unreadCount: 1 });
      expect(await project(accepted, 3)).toEqual([]);
    });

    it('moves a request to the inbox when its recipient follows the sender, and a follow of someone else changes nothing', async () => {
      const follow = (followerId: string, followeeId: string): DomainEvent => ({ type: 'UserFollowed', data: { followerId, followeeId, at: at(5) } });
      expect(await project(follow('b', 'c'), 0)).toEqual([]);
      expect(await project(follow('a', 'b'), 0)).toEqual([]);
      expect(await member('b')).toMatchObject({ folder: 'requests' });
      expect(await project(follow('b', 'a'), 0)).toEqual([{ kind: 'conversation', id: 'c1', participantIds: ['b'] }]);
      expect(await member('b')).toMatchObject({ folder: 'inbox', request: false });
    });

    it('a deleted request leaves every list with its messages, and comes back as a request with the next message', async () => {
      await project(hiddenBy('b'), 3);
      expect(await member('b')).toMatchObject({ folder: 'hidden', request: true, unreadCount: 0, clearedAt: 3 });
      expect(await member('a')).toMatchObject({ folder: 'inbox' });
      await project(sent('m2', 'a', 6), 4);
      expect(await member('b')).toMatchObject({ folder: 'requests', unreadCount: 1, clearedAt: 3 });
    });

    it('a conversation deleted from the inbox comes back to the inbox, also when the one who deleted it writes', async () => {
      await project(accepted, 3);
      await project(hiddenBy('b'), 4);
      await project(sent('m2', 'a', 6), 5);
      expect(await member('b')).toMatchObject({ folder: 'inbox' });
      await project(hiddenBy('a'), 6);
      expect(await member('a')).toMatchObject({ folder: 'hidden' });
      await project(sent('m3', 'a', 7), 7);
      expect(await member('a')).toMatchObject({ folder: 'inbox', unreadCount: 0 });
    });
  });

  it('removes the conversations and messages of a deleted account, for both sides', async () => {
    await project(sent('m1', 'a', 1), 1);
    const notices = await project(accountDeleted('a', { at: at(5) }), 0);
    expect(notices).toEqual([{ kind: 'conversation', id: 'c1', participantIds: ['a', 'b'] }]);
    expect(await conversation()).toBeNull();
    expect(await member('b')).toBeNull();
    expect(await store.collection(collections.messages).countDocuments({})).toBe(0);
    // A late message of the stream has nowhere to go.
    expect(await project(sent('m2', 'b', 6), 2)).toEqual([]);
    expect(await store.collection(collections.messages).countDocuments({})).toBe(0);
  });
});
