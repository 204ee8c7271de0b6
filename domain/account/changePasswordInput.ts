import { z } from 'zod';

/** The change-password form's rules, with the texts the user sees. */
export const changePasswordInputSchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
  newPassword: z
    .string({ error: 'Password must be at least 6 characters long.' })
    .min(6, 'Password must be at least 6 characters long.'),
});
