import { z } from 'zod';

/** `PostPublished` as version 1 wrote it: no poster frame; readers worked it out from the file name. */
export const postPublishedV1 = z.object({
  postId: z.string(),
  userId: z.string(),
  mediaUrl: z.string(),
  mediaType: z.enum(['image', 'video']),
  caption: z.string(),
  location: z.string(),
  hashtags: z.array(z.string()),
  publishedAt: z.string(),
});

/**
 * Version 2 records the poster frame's URL in the event (null for photos), so that readers (the
 * posts read model, analysts' exports, a person's data download) take it from the event instead
 * of each knowing how the media pipeline names files. Version 1 posts were written when a video
 * `{uuid}.{ext}` had its poster stored as `{uuid}.jpg`: that rule is copied here, frozen, so it
 * keeps holding for them whatever the pipeline does for new posts.
 */
export function postPublishedV1ToV2(data: unknown): unknown {
  const v1 = postPublishedV1.parse(data);
  return { ...v1, posterUrl: v1.mediaType === 'video' ? v1.mediaUrl.replace(/\.[a-z0-9]+$/, '.jpg') : null };
}

/** `PostPublished` as version 2 wrote it: a caption's '@names' were text only. */
export const postPublishedV2 = postPublishedV1.extend({ posterUrl: z.string().nullable() });

/** Version 3 records whom the caption mentions; a version 2 post notified no one, so it mentions no one. */
export function postPublishedV2ToV3(data: unknown): unknown {
  return { ...postPublishedV2.parse(data), mentions: [] };
}

/** `PostPublished` as version 3 wrote it: one photo or video, without its size or alt text. */
export const postPublishedV3 = postPublishedV2.extend({ mentions: z.array(z.string()) });

/**
 * Version 4 is an album: `media` lists its items in order (the top-level `mediaUrl`, `mediaType`
 * and `posterUrl` stay the first item's), and `alts` their alt texts in the same order. A version
 * 3 post is an album of its one item, whose size nobody measured and which had no alt text.
 */
export function postPublishedV3ToV4(data: unknown): unknown {
  const v3 = postPublishedV3.parse(data);
  return { ...v3, media: [{ url: v3.mediaUrl, type: v3.mediaType, posterUrl: v3.posterUrl, width: null, height: null }], alts: [''] };
}
