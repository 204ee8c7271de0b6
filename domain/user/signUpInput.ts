import { z } from 'zod';
import { userTextSchema } from '../userTextSchema';
import { isReservedUsername, USERNAME_RESERVED } from './reservedUsernames';

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
  email: userTextSchema('line', 'Email', 'Please enter a valid email address').pipe(z.string().toLowerCase().pipe(z.email('Please enter a valid email address'))),
  password: z.string({ error: 'Password must be at least 6 characters' }).min(6, 'Password must be at least 6 characters'),
  birthDate: z
    .string({ error: 'Date of birth is required' })
    .min(1, 'Date of birth is required')
    .refine((s) => !Number.isNaN(Date.parse(s)), 'Date of birth is required'),
});

export type SignUpInput = z.infer<typeof signUpInputSchema>;

export const logInInputSchema = z.object({
  username: userTextSchema('line', 'Username', 'Username is required').pipe(z.string().min(1, 'Username is required')),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
