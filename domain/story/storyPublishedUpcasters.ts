import { z } from 'zod';

/** `StoryPublished` as version 1 wrote it: stories could only be photos, so it named no media type. */
export const storyPublishedV1 = z.object({ storyId: z.string(), userId: z.string(), mediaUrl: z.string(), at: z.string(), expiresAt: z.string() });

/** Version 2 records whether the story is a photo or a video, and a video's poster frame; every version 1 story is a photo. */
export function storyPublishedV1ToV2(data: unknown): unknown {
  return { ...storyPublishedV1.parse(data), mediaType: 'image', posterUrl: null };
}
