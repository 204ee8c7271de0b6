import { z } from 'zod';

export const FULL_NAME_MAX = 50;
export const BIO_MAX = 150;

/** The profile form's rules, with the texts the user sees (the spec's limits: 50 and 150). */
export const profileInputSchema = z.object({
  fullName: z
    .string({ error: 'Full name is required' })
    .trim()
    .min(1, 'Full name is required')
    .max(FULL_NAME_MAX, 'Full name must be less than 50 characters'),
  bio: z
    .string({ error: 'Bio must be text' })
    .trim()
    .max(BIO_MAX, 'Bio must be less than 150 characters')
    .optional()
    .transform((bio) => bio ?? ''),
});

export type ProfileInput = z.infer<typeof profileInputSchema>;
