import { describe, expect, it } from 'vitest';
import { createCache } from '../apollo/client';
import { ConversationQuery } from '../routes/Conversation';
import { addMessageToCache } from './messageCache';

const sender = { __typename: 'User' as const, id: 'u1', username: 'alice', avatar: null };
const message = (id: string, minute: number) => ({
  __typename: 'Message' as const,
  id,
  conversationId: 'c1',
  content: `text ${id}`,
  createdAt: `2026-01-01T00:${String(minute).padStart(2, '0')}:00.000Z`,
  sender,
  story: null as null | {
    __typename: 'RepliedStory';
    id: string;
    mediaType: 'image' | 'video';
    available: boolean;
    mediaUrl: string | null;
    posterUrl: string | null;
  },
});
const page = (nodes: ReturnType<typeof message>[], hasOlder: boolean, olderCursor: string | null) => ({
  conversation: {
    __typename: 'Conversation' as const,
    id: 'c1',
    otherReadUpTo: null,
    folder: 'inbox' as const,
    isRequest: false,
    canSend: true,
    otherUser: { ...sender, isBlockedByMe: false },
    messages: { __typename: 'MessagePage' as const, nodes, hasOlder, olderCursor },
  },
});

describe('the chat cache', () => {
  it('keeps one list per conversation: pages, polls and pushed messages merged by id, in order', () => {
    const cache = createCache();
    const read = () => cache.readQuery({ query: ConversationQuery, variables: { id: 'c1', before: null } })!.conversation.messages;
    cache.writeQuery({ query: ConversationQuery, variables: { id: 'c1', before: null }, data: page([message('m3', 3), message('m4', 4)], true, '2') });
    // Pushed by the socket, then again in the send's answer.
    addMessageToCache(cache, message('m5', 5));
    addMessageToCache(cache, message('m5', 5));
    // An older page, scrolled up to.
    cache.writeQuery({ query: ConversationQuery, variables: { id: 'c1', before: '2' }, data: page([message('m1', 1), message('m2', 2)], false, null) });
    // A poll (or the refetch after a reconnect) of the newest page, overlapping what is there.
    cache.writeQuery({
      query: ConversationQuery,
      variables: { id: 'c1', before: null },
      data: page([message('m4', 4), message('m5', 5), message('m6', 6)], true, '3'),
    });
    const messages = read();
    expect(messages.nodes.map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6']);
    expect(messages).toMatchObject({ hasOlder: false, olderCursor: null });
  });

  it('keeps the story a pushed reply answers, and its turning unavailable when the page is read again', () => {
    const cache = createCache();
    const read = () => cache.readQuery({ query: ConversationQuery, variables: { id: 'c1', before: null } })!.conversation.messages.nodes;
    cache.writeQuery({ query: ConversationQuery, variables: { id: 'c1', before: null }, data: page([message('m1', 1)], false, null) });
    const story = { __typename: 'RepliedStory' as const, id: 's1', mediaType: 'video' as const, available: true, mediaUrl: '/m/v.mp4', posterUrl: '/m/v.jpg' };
    addMessageToCache(cache, { ...message('m2', 2), story });
    expect(read()[1].story).toMatchObject({ id: 's1', available: true, posterUrl: '/m/v.jpg' });
    const gone = { ...story, available: false, mediaUrl: null, posterUrl: null };
    cache.writeQuery({
      query: ConversationQuery,
      variables: { id: 'c1', before: null },
      data: page([message('m1', 1), { ...message('m2', 2), story: gone }], false, null),
    });
    expect(read()[1].story).toMatchObject({ available: false, mediaUrl: null, posterUrl: null });
  });
});
