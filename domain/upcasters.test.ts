import { describe, expect, it } from 'vitest';
import { parseEvent } from './events';
import { postPublishedV1ToV2 } from './post/postPublishedUpcasters';
import { schemaVersionOf, upcast } from './upcasters';

const v1 = {
  postId: 'p1',
  userId: 'u1',
  mediaUrl: '/media/0b5c6a8e-8f3e-4a39-9f43-3b1f3e0c2d11.mp4',
  mediaType: 'video' as const,
  caption: 'First clip #travel',
  location: '',
  hashtags: ['travel'],
  publishedAt: '2026-11-22T18:00:00.000Z',
};

describe('PostPublished version 1 to 2', () => {
  it('gives a video the poster frame version 1 stored beside it', () => {
    expect(postPublishedV1ToV2(v1)).toEqual({ ...v1, posterUrl: '/media/0b5c6a8e-8f3e-4a39-9f43-3b1f3e0c2d11.jpg' });
    const mov = { ...v1, mediaUrl: '/media/0b5c6a8e-8f3e-4a39-9f43-3b1f3e0c2d11.mov' };
    expect(postPublishedV1ToV2(mov)).toMatchObject({ posterUrl: '/media/0b5c6a8e-8f3e-4a39-9f43-3b1f3e0c2d11.jpg' });
  });

  it('gives a photo none', () => {
    const photo = { ...v1, mediaUrl: '/media/0b5c6a8e-8f3e-4a39-9f43-3b1f3e0c2d11.jpg', mediaType: 'image' as const };
    expect(postPublishedV1ToV2(photo)).toEqual({ ...photo, posterUrl: null });
  });

  it('refuses data that is not version 1, rather than guessing', () => {
    expect(() => postPublishedV1ToV2({ ...v1, mediaType: 'gif' })).toThrow();
    expect(() => postPublishedV1ToV2({ postId: 'p1' })).toThrow();
  });
});

describe('upcasting when reading', () => {
  it('makes PostPublished version 2, the version new posts are written in', () => {
    expect(schemaVersionOf('PostPublished')).toBe(2);
    expect(schemaVersionOf('PostLiked')).toBe(1);
  });

  it('reads a version 1 post, with or without its version recorded, in the current shape', () => {
    const current = { ...v1, posterUrl: '/media/0b5c6a8e-8f3e-4a39-9f43-3b1f3e0c2d11.jpg' };
    expect(parseEvent({ type: 'PostPublished', data: v1, metadata: {} })).toEqual({ type: 'PostPublished', data: current });
    expect(parseEvent({ type: 'PostPublished', data: v1, metadata: { schemaVersion: 1 } })).toEqual({ type: 'PostPublished', data: current });
  });

  it('reads a version 2 post as it is: its recorded poster is not worked out again', () => {
    const v2 = { ...v1, posterUrl: '/media/posters/p1.webp' };
    expect(parseEvent({ type: 'PostPublished', data: v2, metadata: { schemaVersion: 2 } })).toEqual({ type: 'PostPublished', data: v2 });
    expect(upcast('PostPublished', v2, 2)).toBe(v2);
  });

  it('skips a post of a version newer than this code knows', () => {
    expect(upcast('PostPublished', v1, 3)).toBeUndefined();
    expect(parseEvent({ type: 'PostPublished', data: v1, metadata: { schemaVersion: 3 } })).toBeNull();
  });

  it('does not change the stored data it upcasts', () => {
    const stored = structuredClone(v1);
    parseEvent({ type: 'PostPublished', data: stored, metadata: {} });
    expect(stored).toEqual(v1);
  });
});
