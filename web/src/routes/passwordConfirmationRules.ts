import { z } from 'zod';

/** A form that asks the signed-in person's password to confirm a step (deleting the account, turning two-factor sign-in off). */
export const passwordConfirmationSchema = z.object({ password: z.string().min(1, 'Password is required') });
