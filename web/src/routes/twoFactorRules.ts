import { z } from 'zod';
import { AUTHENTICATOR_CODE_PROMPT } from '../components/twoFactor/codePrompt';

/** A code from an authenticator app: 6 digits, spaces allowed (apps show them as '123 456'). */
export const authenticatorCodeSchema = z.object({
  code: z
    .string()
    .transform((code) => code.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, `${AUTHENTICATOR_CODE_PROMPT}.`)),
});

/** One of the recovery codes saved when two-factor authentication was turned on, as typed. */
export const recoveryCodeSchema = z.object({ code: z.string().trim().min(1, 'Enter one of your recovery codes.') });
