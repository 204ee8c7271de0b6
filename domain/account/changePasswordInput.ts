import { z } from 'zod';
import { hasAtMost } from '../text';
import { PASSWORD_MAX, PASSWORD_TOO_LONG } from '../user/credentialLimits';

// Both are hashed (the current one to check it), so both are bounded before any hashing.
const bounded = (schema: z.ZodString) => schema.refine((p) => hasAtMost(p, PASSWORD_MAX), PASSWORD_TOO_LONG);

/** The change-password form's rules, with the texts the user sees. */
export const changePasswordInputSchema = z.object({
  currentPassword: bounded(z.string({ error: 'Current password is required' }).min(1, 'Current password is required')),
  newPassword: bounded(z.string({ error: 'Password must be at least 6 characters long.' }).min(6, 'Password must be at least 6 characters long.')),
});
