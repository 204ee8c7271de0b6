import { z } from 'zod';

/** `CommentAdded` as version 1 wrote it: every comment was a top comment, its '@names' text only. */
export const commentAddedV1 = z.object({ postId: z.string(), commentId: z.string(), userId: z.string(), content: z.string(), at: z.string() });

/** Version 2 adds the comment a reply answers and whom it mentions: a version 1 comment answered none and notified no one. */
export function commentAddedV1ToV2(data: unknown): unknown {
  return { ...commentAddedV1.parse(data), parentId: null, mentions: [] };
}
