import { z } from 'zod';

/** `ProfileUpdated` as version 1 wrote it: a bio's '@names' were text only. */
export const profileUpdatedV1 = z.object({ userId: z.string(), fullName: z.string(), bio: z.string(), avatar: z.string().optional() });

/** Version 2 records whom the bio mentions; a version 1 bio notified no one, so it mentions no one. */
export function profileUpdatedV1ToV2(data: unknown): unknown {
  return { ...profileUpdatedV1.parse(data), mentions: [] };
}
