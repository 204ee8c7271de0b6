import { z } from 'zod';

/** `MessageSent` as version 1 wrote it: text only. */
export const messageSentV1 = z.object({ conversationId: z.string(), messageId: z.string(), senderId: z.string(), content: z.string(), at: z.string() });

/** Version 2 names the story a message replies to (null for any other message); no version 1 message replied to one. */
export function messageSentV1ToV2(data: unknown): unknown {
  return { ...messageSentV1.parse(data), story: null };
}
