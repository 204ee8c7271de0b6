import { z } from 'zod';
import { signUpInputSchema } from '../user/signUpInput';

/** The form asking for a reset link: one address, with sign-up's rule for it. */
export const forgotPasswordInputSchema = z.object({ email: signUpInputSchema.shape.email });

/** The new password of a reset: sign-up's rules. The token is checked by the server (a bad one is an expired link). */
export const resetPasswordInputSchema = z.object({ newPassword: signUpInputSchema.shape.password });
