import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../domain/ports/eventStore';
import { schemaVersionOf } from '../../domain/upcasters';
import { toPublicEvent } from './publicEvent';

const current = schemaVersionOf('PostPublished');

const pseudonym = (value: string) => `h(${value})`;
const at = '2026-11-22T18:00:00.000Z';
const stored = (type: string, data: Record<string, unknown>, schemaVersion?: unknown): StoredEvent => ({
  id: 'e1',
  stream: 'post-p1',
  revision: 0,
  position: 7,
  type,
  data,
  metadata: {
    commandId: 'c1',
    correlationId: 'c1',
    causationId: 'c1',
    userId: 'u1',
    clientIp: '203.0.113.9',
    at,
    ...(schemaVersion === undefined ? {} : { schemaVersion }),
  } as StoredEvent['metadata'],
});
const published = {
  postId: 'p1',
  userId: 'u1',
  mediaUrl: '/media/a.mp4',
  mediaType: 'video',
  caption: 'Secret #beach',
  location: 'Home',
  hashtags: ['beach'],
  publishedAt: at,
};

describe('an exported event', () => {
  it('is in its type’s current shape, old versions upcast, and says which version that is', () => {
    for (const version of [undefined, 1]) {
      const line = toPublicEvent(stored('PostPublished', published, version), pseudonym);
      expect(line.data).toEqual({
        postId: 'p1',
        userId: 'u1',
        mediaUrl: '/media/a.mp4',
        mediaType: 'video',
        posterUrl: '/media/a.jpg',
        hashtags: ['beach'],
        mentions: [],
        publishedAt: at,
        // The files of an album, but not their alt texts: those are the author's words.
        media: [{ url: '/media/a.mp4', type: 'video', posterUrl: '/media/a.jpg', width: null, height: null }],
      });
      expect(line.metadata).toEqual({ commandId: 'c1', correlationId: 'c1', causationId: 'c1', userId: 'u1', at, schemaVersion: current });
    }
  });

  it('goes out as stored, with its own version, when this code cannot read it: a newer version, data that does not fit its version, an unknown type', () => {
    const newer = toPublicEvent(stored('PostPublished', { ...published, media: [{ url: '/media/a.mp4' }] }, current + 1), pseudonym);
    expect(newer.data).toEqual({
      postId: 'p1',
      userId: 'u1',
      mediaUrl: '/media/a.mp4',
      mediaType: 'video',
      media: [{ url: '/media/a.mp4' }],
      hashtags: ['beach'],
      publishedAt: at,
    });
    expect(newer.metadata.schemaVersion).toBe(current + 1);
    const malformed = toPublicEvent(stored('PostPublished', { postId: 'p1', mediaType: 'gif', caption: 'private words' }), pseudonym);
    expect(malformed).toMatchObject({ data: { postId: 'p1', mediaType: 'gif' }, metadata: { schemaVersion: 1 } });
    expect(malformed.data).not.toHaveProperty('caption');
    const unknown = toPublicEvent(stored('PostBoosted', { postId: 'p1', content: 'private words' }, 4), pseudonym);
    expect(unknown).toMatchObject({ type: 'PostBoosted', data: { postId: 'p1' }, metadata: { schemaVersion: 4 } });
  });
});
