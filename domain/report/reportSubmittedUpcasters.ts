import { z } from 'zod';

/** `ReportSubmitted` as version 1 wrote it: a report named at most a person, never a post, comment, message or story. */
export const reportSubmittedV1 = z.object({
  reportId: z.string(),
  userId: z.string(),
  reportedUserId: z.string().nullable(),
  text: z.string(),
  imageUrl: z.string().nullable(),
  at: z.string(),
});

/** Version 2 names the reported content and keeps a snapshot of it; a version 1 report reported none. */
export function reportSubmittedV1ToV2(data: unknown): unknown {
  return {
    ...reportSubmittedV1.parse(data),
    targetType: null,
    targetId: null,
    targetParentId: null,
    contentAuthorId: null,
    contentText: null,
    contentMediaUrl: null,
  };
}
