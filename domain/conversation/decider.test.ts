import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../deciderSpecification';
import { conversationDecider, conversationStream, NOT_A_REQUEST, type ConversationEvent } from './decider';

const spec = deciderSpecification(conversationDecider);
const at = '2026-06-15T12:00:00.000Z';
const started: ConversationEvent = { type: 'ConversationStarted', data: { conversationId: 'c1', participantIds: ['a', 'b'], startedBy: 'b', at } };
const sent = (messageId: string, senderId: string, content = 'hi'): ConversationEvent => ({
  type: 'MessageSent',
  data: { conversationId: 'c1', messageId, senderId, content, story: null, at },
});
const send = (senderId: string, content: string, recipientFollowsSender = true) => ({
  type: 'SendMessage' as const,
  messageId: 'm9',
  senderId,
  content,
  recipientFollowsSender,
  at,
});
const requested = (userId: string, requesterId: string): ConversationEvent => ({
  type: 'ConversationRequested',
  data: { conversationId: 'c1', userId, requesterId, at },
});
const accepted = (userId: string): ConversationEvent => ({ type: 'ConversationAccepted', data: { conversationId: 'c1', userId, at } });
const hidden = (userId: string): ConversationEvent => ({ type: 'ConversationHidden', data: { conversationId: 'c1', userId, at } });
const accept = (userId: string) => ({ type: 'AcceptConversation' as const, userId, at });
const hide = (userId: string) => ({ type: 'HideConversation' as const, userId, at });
const read = (userId: string) => ({ type: 'MarkConversationRead' as const, userId, at });

describe('conversation decider', () => {
  it('names one stream per pair, whichever side starts', () => expect(conversationStream('b', 'a')).toBe(conversationStream('a', 'b')));

  it('starts a conversation between two people, ids sorted', () =>
    spec.given([]).when({ type: 'StartConversation', conversationId: 'c1', userId: 'b', otherUserId: 'a', at }).thenEmits([started]));

  it('starting it again, from either side, gives the same conversation', () =>
    spec.given([started]).when({ type: 'StartConversation', conversationId: 'c2', userId: 'a', otherUserId: 'b', at }).thenEmits([]));

  it('refuses a conversation with oneself', () =>
    spec.given([]).when({ type: 'StartConversation', conversationId: 'c1', userId: 'a', otherUserId: 'a', at }).thenRefuses('You cannot message yourself'));

  it('sends a trimmed message', () =>
    spec
      .given([started])
      .when(send('a', '  hello \n'))
      .thenEmits([{ type: 'MessageSent', data: { conversationId: 'c1', messageId: 'm9', senderId: 'a', content: 'hello', story: null, at } }]));

  it('records the story a reply answers, with its media as it is', () => {
    const story = { storyId: 's1', mediaUrl: '/media/s1.mp4', mediaType: 'video' as const, posterUrl: '/media/s1.jpg' };
    spec
      .given([started])
      .when({ ...send('a', 'nice'), story })
      .thenEmits([{ type: 'MessageSent', data: { conversationId: 'c1', messageId: 'm9', senderId: 'a', content: 'nice', story, at } }]);
  });

  it('refuses an empty message', () => spec.given([started]).when(send('a', ' \n ')).thenRefuses('Message cannot be empty'));

  it('accepts 2,000 characters and refuses 2,001', () => {
    spec
      .given([started])
      .when(send('a', 'x'.repeat(2000)))
      .thenEmits([sent('m9', 'a', 'x'.repeat(2000))]);
    spec
      .given([started])
      .when(send('a', 'x'.repeat(2001)))
      .thenRefuses('Message must be at most 2,000 characters');
  });

  it('refuses a sender who is not a participant, as if the conversation did not exist', () =>
    spec.given([started]).when(send('c', 'hi')).thenRefuses('Conversation not found'));

  it('refuses a message to a conversation never started', () => spec.given([]).when(send('a', 'hi')).thenRefuses('Conversation not found'));

  it('marks read up to the last message', () =>
    spec
      .given([started, sent('m1', 'a'), sent('m2', 'a')])
      .when(read('b'))
      .thenEmits([{ type: 'ConversationRead', data: { conversationId: 'c1', userId: 'b', upToMessageId: 'm2', at } }]));

  it('writes nothing when there is nothing new to read', () => {
    spec.given([started]).when(read('b')).thenEmits([]);
    const readM1: ConversationEvent = { type: 'ConversationRead', data: { conversationId: 'c1', userId: 'b', upToMessageId: 'm1', at } };
    spec
      .given([started, sent('m1', 'a'), readM1])
      .when(read('b'))
      .thenEmits([]);
    spec
      .given([started, sent('m1', 'a'), readM1, sent('m2', 'a')])
      .when(read('b'))
      .thenEmits([{ type: 'ConversationRead', data: { conversationId: 'c1', userId: 'b', upToMessageId: 'm2', at } }]);
  });

  it('refuses a read mark from someone else', () =>
    spec
      .given([started, sent('m1', 'a')])
      .when(read('c'))
      .thenRefuses('Conversation not found'));

  describe('message requests', () => {
    // `started`: b started the conversation with a.
    it('makes the first message a request for a recipient who does not follow the sender', () =>
      spec
        .given([started])
        .when(send('b', 'hi', false))
        .thenEmits([requested('a', 'b'), sent('m9', 'b')]));

    it('is no request when the recipient follows the sender', () =>
      spec
        .given([started])
        .when(send('b', 'hi', true))
        .thenEmits([sent('m9', 'b')]));

    it('is no request for the one who started the conversation, whoever writes first', () =>
      spec
        .given([started])
        .when(send('a', 'hi', false))
        .thenEmits([sent('m9', 'a')]));

    it('decides at the first message only: later messages make no request', () =>
      spec
        .given([started, sent('m1', 'b')])
        .when(send('b', 'hi', false))
        .thenEmits([sent('m9', 'b')]));

    it('accepts a request of the recipient once', () => {
      spec
        .given([started, requested('a', 'b'), sent('m1', 'b')])
        .when(accept('a'))
        .thenEmits([accepted('a')]);
      spec
        .given([started, requested('a', 'b'), sent('m1', 'b'), accepted('a')])
        .when(accept('a'))
        .thenRefuses(NOT_A_REQUEST);
    });

    it('refuses to accept for the sender, for a conversation that is no request, or for a stranger', () => {
      spec
        .given([started, requested('a', 'b'), sent('m1', 'b')])
        .when(accept('b'))
        .thenRefuses(NOT_A_REQUEST);
      spec
        .given([started, sent('m1', 'b')])
        .when(accept('a'))
        .thenRefuses(NOT_A_REQUEST);
      spec
        .given([started, requested('a', 'b'), sent('m1', 'b')])
        .when(accept('c'))
        .thenRefuses('Conversation not found');
      spec.given([]).when(accept('a')).thenRefuses('Conversation not found');
    });

    it('a reply to a request accepts it', () =>
      spec
        .given([started, requested('a', 'b'), sent('m1', 'b')])
        .when(send('a', 'hi', false))
        .thenEmits([accepted('a'), sent('m9', 'a')]));
  });

  describe('deleting a conversation for oneself', () => {
    it('hides it for the one who deletes it', () =>
      spec
        .given([started, sent('m1', 'b')])
        .when(hide('a'))
        .thenEmits([hidden('a')]));

    it('writes nothing when it is out of their lists already, and hides it again after a new message', () => {
      spec
        .given([started, sent('m1', 'b'), hidden('a')])
        .when(hide('a'))
        .thenEmits([]);
      spec
        .given([started, sent('m1', 'b'), hidden('a'), sent('m2', 'b')])
        .when(hide('a'))
        .thenEmits([hidden('a')]);
    });

    it('a conversation nobody wrote in yet is in no list of the one who did not start it, but in the list of its starter', () => {
      spec.given([started]).when(hide('a')).thenEmits([]);
      spec
        .given([started])
        .when(hide('b'))
        .thenEmits([hidden('b')]);
    });

    it('refuses a stranger', () => spec.given([started]).when(hide('c')).thenRefuses('Conversation not found'));
  });
});
