import { z } from 'zod';
import { mentionsTooMany, TOO_MANY_MENTIONS } from '../mentions/mentions';
import { userTextSchema } from '../userTextSchema';
import { BIO_MAX, FULL_NAME_MAX } from './profileLimits';

/** The profile form's rules, with the texts the user sees (the spec's limits: 50 and 150). */
export const profileInputSchema = z.object({
  // Shown on one line beside the badges, so it may not hold line breaks or direction controls.
  fullName: userTextSchema('line', 'Full name', 'Full name is required').pipe(
    z.string().min(1, 'Full name is required').max(FULL_NAME_MAX, 'Full name must be less than 50 characters'),
  ),
  bio: userTextSchema('lines', 'Bio', 'Bio must be text')
    .pipe(
      z
        .string()
        .max(BIO_MAX, 'Bio must be less than 150 characters')
        .refine((bio) => !mentionsTooMany(bio), TOO_MANY_MENTIONS),
    )
    .optional()
    .transform((bio) => bio ?? ''),
});

export type ProfileInput = z.infer<typeof profileInputSchema>;
