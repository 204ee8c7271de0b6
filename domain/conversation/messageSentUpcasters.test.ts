import { describe, expect, it } from 'vitest';
import { parseEvent } from '../events';
import { messageSentV1ToV2 } from './messageSentUpcasters';

const v1 = { conversationId: 'c1', messageId: 'm1', senderId: 'u1', content: 'hi', at: '2026-06-15T12:00:00.000Z' };

describe('MessageSent upcasters', () => {
  it('reads a version 1 message as one that replies to no story', () => {
    expect(messageSentV1ToV2(v1)).toEqual({ ...v1, story: null });
    expect(parseEvent({ type: 'MessageSent', data: v1, metadata: {} })?.data).toEqual({ ...v1, story: null });
  });
});
