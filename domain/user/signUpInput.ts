import { z } from 'zod';

/** The sign-up form's rules, with the texts the user sees. */
export const signUpInputSchema = z.object({
  username: z
    .string({ error: 'Username must be at least 3 characters' })
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(20, 'Username must be less than 20 characters')
    .regex(/^[A-Za-z0-9._]+$/, 'Username may only contain letters, numbers, dots and underscores'),
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Please enter a valid email address')),
  password: z.string({ error: 'Password must be at least 6 characters' }).min(6, 'Password must be at least 6 characters'),
  birthDate: z
    .string({ error: 'Date of birth is required' })
    .min(1, 'Date of birth is required')
    .refine((s) => !Number.isNaN(Date.parse(s)), 'Date of birth is required'),
});

export type SignUpInput = z.infer<typeof signUpInputSchema>;

export const logInInputSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
