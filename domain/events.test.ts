import { describe, expect, it } from 'vitest';
import { parseEvent } from './events';
import { schemaVersionOf, storedVersionOf } from './upcasters';

const liked = { postId: 'p1', userId: 'u1', at: '2026-01-01T00:00:00.000Z' };

describe('reading stored events', () => {
  it('reads an event without a version as version 1', () => {
    expect(storedVersionOf({})).toBe(1);
    expect(storedVersionOf(undefined)).toBe(1);
    expect(parseEvent({ type: 'PostLiked', data: liked, metadata: {} })).toEqual({ type: 'PostLiked', data: liked });
    expect(parseEvent({ type: 'PostLiked', data: liked })).toEqual({ type: 'PostLiked', data: liked });
  });

  it('reads an event written in the current version as it is', () => {
    const metadata = { schemaVersion: schemaVersionOf('PostLiked') };
    expect(parseEvent({ type: 'PostLiked', data: liked, metadata })).toEqual({ type: 'PostLiked', data: liked });
  });

  it('skips what a newer writer wrote: a newer version, an unknown type, a version that is not one', () => {
    expect(parseEvent({ type: 'PostLiked', data: { ...liked, reaction: 'heart' }, metadata: { schemaVersion: schemaVersionOf('PostLiked') + 1 } })).toBeNull();
    expect(parseEvent({ type: 'PostBoosted', data: liked, metadata: { schemaVersion: 1 } })).toBeNull();
    for (const schemaVersion of [0, -1, 1.5, '2', null]) {
      expect(storedVersionOf({ schemaVersion })).toBeNull();
      expect(parseEvent({ type: 'PostLiked', data: liked, metadata: { schemaVersion } })).toBeNull();
    }
  });

  it('refuses data that does not fit its version, rather than projecting it half-read', () => {
    expect(() => parseEvent({ type: 'PostLiked', data: { postId: 'p1' }, metadata: { schemaVersion: 1 } })).toThrow();
  });
});
