import { z } from 'zod';

/** `SessionStarted` as version 1 wrote it: the device it was started from was not recorded. */
export const sessionStartedV1 = z.object({ userId: z.string(), sessionId: z.string(), at: z.string() });

/** Version 2 records the user agent; a version 1 session's is unknown. */
export function sessionStartedV1ToV2(data: unknown): unknown {
  return { ...sessionStartedV1.parse(data), userAgent: null };
}
