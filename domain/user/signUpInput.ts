import { z } from 'zod';
import { hasAtMost } from '../text';
import { userTextSchema } from '../userTextSchema';
import { EMAIL_MAX, EMAIL_TOO_LONG, PASSWORD_MAX, PASSWORD_TOO_LONG } from './credentialLimits';
import { isReservedUsername, USERNAME_RESERVED } from './reservedUsernames';

/**
 * A password as typed: never trimmed or normalized here (the hash normalizes it), but bounded
 * before anything hashes it. `message` is the form's own text for a missing or short one.
 */
const password = (message: string, min: number) =>
  z
    .string({ error: message })
    .min(min, message)
    .refine((p) => hasAtMost(p, PASSWORD_MAX), PASSWORD_TOO_LONG);

/** The sign-up form's rules, with the texts the user sees. */
export const signUpInputSchema = z.object({
  username: userTextSchema('line', 'Username', 'Username must be at least 3 characters').pipe(
    z
      .string()
      .min(3, 'Username must be at least 3 characters')
      .max(20, 'Username must be less than 20 characters')
      .regex(/^[A-Za-z0-9._]+$/, 'Username may only contain letters, numbers, dots and underscores')
      // The mascot's own account is registered by the server, not through this form (bff/mascot/mascot.ts).
      .refine((name) => !isReservedUsername(name), USERNAME_RESERVED),
  ),
  email: userTextSchema('line', 'Email', 'Please enter a valid email address').pipe(
    z.string().max(EMAIL_MAX, EMAIL_TOO_LONG).toLowerCase().pipe(z.email('Please enter a valid email address')),
  ),
  password: password('Password must be at least 6 characters', 6),
  birthDate: z
    .string({ error: 'Date of birth is required' })
    .min(1, 'Date of birth is required')
    .refine((s) => !Number.isNaN(Date.parse(s)), 'Date of birth is required'),
});

export type SignUpInput = z.infer<typeof signUpInputSchema>;

export const logInInputSchema = z.object({
  username: userTextSchema('line', 'Username', 'Username is required').pipe(z.string().min(1, 'Username is required')),
  // Refused before the hash that checks it, which is what an over-long one would make expensive.
  password: password('Password is required', 1),
});
