import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../deciderSpecification';
import { conversationDecider, conversationStream, type ConversationEvent } from './decider';

const spec = deciderSpecification(conversationDecider);
const at = '2026-06-15T12:00:00.000Z';
const started: ConversationEvent = { type: 'ConversationStarted', data: { conversationId: 'c1', participantIds: ['a', 'b'], startedBy: 'b', at } };
const sent = (messageId: string, senderId: string, content = 'hi'): ConversationEvent => ({
  type: 'MessageSent',
  data: { conversationId: 'c1', messageId, senderId, content, at },
});
const send = (senderId: string, content: string) => ({ type: 'SendMessage' as const, messageId: 'm9', senderId, content, at });
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
      .thenEmits([{ type: 'MessageSent', data: { conversationId: 'c1', messageId: 'm9', senderId: 'a', content: 'hello', at } }]));

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
});
