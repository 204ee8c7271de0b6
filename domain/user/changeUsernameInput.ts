import { z } from 'zod';
import { signUpInputSchema } from './signUpInput';

/** A new username: sign-up's rules and reserved names, with the same words. */
export const changeUsernameInputSchema = z.object({ username: signUpInputSchema.shape.username });
