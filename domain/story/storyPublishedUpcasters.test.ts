import { describe, expect, it } from 'vitest';
import { parseEvent } from '../events';
import { storyPublishedV1ToV2 } from './storyPublishedUpcasters';

const v1 = { storyId: 's1', userId: 'u1', mediaUrl: '/media/a.jpg', at: '2026-06-15T12:00:00.000Z', expiresAt: '2026-06-16T12:00:00.000Z' };

describe('StoryPublished upcasters', () => {
  it('reads a version 1 story as the photo it was', () => {
    expect(storyPublishedV1ToV2(v1)).toEqual({ ...v1, mediaType: 'image', posterUrl: null });
  });

  it('brings a stored version 1 event to the current shape when it is read', () => {
    const event = parseEvent({ type: 'StoryPublished', data: v1, metadata: {} });
    expect(event?.data).toEqual({ ...v1, mediaType: 'image', posterUrl: null });
  });
});
