import { z } from 'zod';

/** `MediaUploaded` as version 1 wrote it: the file's size was not recorded. */
export const mediaUploadedV1 = z.object({ mediaId: z.string(), userId: z.string(), mediaType: z.enum(['image', 'video']), at: z.string() });

/**
 * Version 2 records the stored file's size (as shown), so that a post made of it later can reserve
 * its place in a feed; an upload of version 1 was never measured.
 */
export function mediaUploadedV1ToV2(data: unknown): unknown {
  return { ...mediaUploadedV1.parse(data), width: null, height: null };
}
