import { beforeEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../domain/events';
import { collections, conversationMemberKey } from '../readModels';
import type { ReadStore } from '../readStore';
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

  it('gives both participants the conversation with nothing unread', async () => {
    expect(await member('a')).toMatchObject({ otherUserId: 'b', unreadCount: 0, readUpTo: null });
    expect(await member('b')).toMatchObject({ otherUserId: 'a', unreadCount: 0 });
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

  it('a read mark clears the unread count and records how far they read', async () => {
    await project(sent('m1', 'a', 1), 1);
    await project(readBy('b', 'm1'), 2);
    await project(sent('m2', 'a', 3), 3);
    expect(await member('b')).toMatchObject({ unreadCount: 1, readUpTo: 'm1' });
    // Replaying the old read mark must not clear the newer message.
    expect(await project(readBy('b', 'm1'), 2)).toEqual([]);
    expect(await member('b')).toMatchObject({ unreadCount: 1 });
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
