import { z } from 'zod';
import { resetPasswordInputSchema } from '../../../domain/passwordReset/passwordResetInput';

/** The reset form: sign-up's rules for the new password, typed twice. */
export const resetPasswordFormSchema = z.object({ next: resetPasswordInputSchema.shape.newPassword, confirm: z.string() }).check((ctx) => {
  if (ctx.value.next !== ctx.value.confirm) ctx.issues.push({ code: 'custom', message: "Passwords don't match.", path: ['confirm'], input: ctx.value });
});
