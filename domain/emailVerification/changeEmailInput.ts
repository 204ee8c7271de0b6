import { z } from 'zod';
import { hasAtMost } from '../text';
import { PASSWORD_MAX, PASSWORD_TOO_LONG } from '../user/credentialLimits';
import { signUpInputSchema } from '../user/signUpInput';

/** The change-email form's rules: the new address as sign-up takes one, and the password that proves it is the person. */
export const changeEmailInputSchema = z.object({
  email: signUpInputSchema.shape.email,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .refine((p) => hasAtMost(p, PASSWORD_MAX), PASSWORD_TOO_LONG),
});
