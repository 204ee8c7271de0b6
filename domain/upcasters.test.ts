import { describe, expect, it } from 'vitest';
import { parseEvent } from './events';
import { mediaUploadedV1ToV2 } from './media/mediaUploadedUpcasters';
import { commentAddedV1ToV2 } from './post/commentAddedUpcasters';
import { postPublishedV1ToV2, postPublishedV2ToV3, postPublishedV3ToV4 } from './post/postPublishedUpcasters';
import { profileUpdatedV1ToV2 } from './user/profileUpdatedUpcasters';
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

describe('mentions and replies: the versions before them mention no one and answer nothing', () => {
  it('PostPublished version 2 to 3', () => {
    const v2 = { ...v1, posterUrl: null };
    expect(postPublishedV2ToV3(v2)).toEqual({ ...v2, mentions: [] });
    expect(() => postPublishedV2ToV3(v1)).toThrow();
  });

  it('CommentAdded version 1 to 2', () => {
    const comment = { postId: 'p1', commentId: 'c1', userId: 'u2', content: 'hi @ann', at: '2026-11-22T18:00:00.000Z' };
    expect(commentAddedV1ToV2(comment)).toEqual({ ...comment, parentId: null, mentions: [] });
    expect(parseEvent({ type: 'CommentAdded', data: comment, metadata: {} })).toEqual({
      type: 'CommentAdded',
      data: { ...comment, parentId: null, mentions: [] },
    });
  });

  it('ProfileUpdated version 1 to 2, with or without an avatar', () => {
    const profile = { userId: 'u1', fullName: 'Ann', bio: 'friend of @bob' };
    expect(profileUpdatedV1ToV2(profile)).toEqual({ ...profile, mentions: [] });
    expect(profileUpdatedV1ToV2({ ...profile, avatar: '/media/a.jpg' })).toEqual({ ...profile, avatar: '/media/a.jpg', mentions: [] });
  });
});

describe('PostPublished version 3 to 4: albums', () => {
  it('makes a version 3 post an album of its one item, without alt text or size', () => {
    const v3 = { ...v1, posterUrl: '/media/posters/p1.jpg', mentions: ['u2'] };
    expect(postPublishedV3ToV4(v3)).toEqual({
      ...v3,
      media: [{ url: v1.mediaUrl, type: 'video', posterUrl: '/media/posters/p1.jpg', width: null, height: null }],
      alts: [''],
    });
    const photo = { ...v3, mediaUrl: '/media/p1.jpg', mediaType: 'image' as const, posterUrl: null };
    expect(postPublishedV3ToV4(photo)).toMatchObject({ media: [{ url: '/media/p1.jpg', type: 'image', posterUrl: null }], alts: [''] });
  });

  it('refuses data that is not version 3', () => {
    expect(() => postPublishedV3ToV4({ ...v1, posterUrl: null })).toThrow();
  });
});

describe('MediaUploaded version 1 to 2', () => {
  it('gives an upload of version 1 no size: it was never measured', () => {
    const v1Upload = { mediaId: 'm.jpg', userId: 'u1', mediaType: 'image', at: '2026-11-22T18:00:00.000Z' };
    expect(mediaUploadedV1ToV2(v1Upload)).toEqual({ ...v1Upload, width: null, height: null });
    expect(parseEvent({ type: 'MediaUploaded', data: v1Upload, metadata: {} })).toEqual({
      type: 'MediaUploaded',
      data: { ...v1Upload, width: null, height: null },
    });
    expect(() => mediaUploadedV1ToV2({ mediaId: 'm.jpg' })).toThrow();
  });
});

describe('upcasting when reading', () => {
  it('makes PostPublished version 4, the version new posts are written in', () => {
    expect(schemaVersionOf('PostPublished')).toBe(4);
    expect(schemaVersionOf('PostLiked')).toBe(1);
  });

  it('reads a version 1 post, with or without its version recorded, in the current shape', () => {
    const posterUrl = '/media/0b5c6a8e-8f3e-4a39-9f43-3b1f3e0c2d11.jpg';
    const media = [{ url: v1.mediaUrl, type: 'video', posterUrl, width: null, height: null }];
    const current = { ...v1, posterUrl, mentions: [], media, alts: [''] };
    expect(parseEvent({ type: 'PostPublished', data: v1, metadata: {} })).toEqual({ type: 'PostPublished', data: current });
    expect(parseEvent({ type: 'PostPublished', data: v1, metadata: { schemaVersion: 1 } })).toEqual({ type: 'PostPublished', data: current });
  });

  it('reads a version 2 post with its recorded poster: it is not worked out again', () => {
    const v2 = { ...v1, posterUrl: '/media/posters/p1.webp' };
    const media = [{ url: v1.mediaUrl, type: 'video', posterUrl: v2.posterUrl, width: null, height: null }];
    expect(parseEvent({ type: 'PostPublished', data: v2, metadata: { schemaVersion: 2 } })).toEqual({
      type: 'PostPublished',
      data: { ...v2, mentions: [], media, alts: [''] },
    });
    const v4 = { ...v2, mentions: ['u2'], media, alts: ['A clip'] };
    expect(upcast('PostPublished', v4, 4)).toBe(v4);
  });

  it('skips a post of a version newer than this code knows', () => {
    expect(upcast('PostPublished', v1, 5)).toBeUndefined();
    expect(parseEvent({ type: 'PostPublished', data: v1, metadata: { schemaVersion: 5 } })).toBeNull();
  });

  it('does not change the stored data it upcasts', () => {
    const stored = structuredClone(v1);
    parseEvent({ type: 'PostPublished', data: stored, metadata: {} });
    expect(stored).toEqual(v1);
  });
});
