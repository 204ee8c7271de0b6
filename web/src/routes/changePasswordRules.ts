import { z } from 'zod';
import { changePasswordInputSchema } from '../../../domain/account/changePasswordInput';

const { currentPassword, newPassword } = changePasswordInputSchema.shape;

/** The change-password form: the server's rules for both passwords, and the new one typed twice. */
export const changePasswordFormSchema = z.object({ current: currentPassword, next: newPassword, confirm: z.string() }).check((ctx) => {
  if (ctx.value.next !== ctx.value.confirm) ctx.issues.push({ code: 'custom', message: "New passwords don't match.", path: ['confirm'], input: ctx.value });
});
