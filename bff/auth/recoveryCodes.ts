import { createHash, randomBytes } from 'node:crypto';

export const RECOVERY_CODES = 10;

/** Ten single-use codes as GitHub writes them, `xxxxx-xxxxx` in hexadecimal (40 bits each, and every guess throttled). */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODES }, () => {
    const hex = randomBytes(5).toString('hex');
    return `${hex.slice(0, 5)}-${hex.slice(5)}`;
  });

/** A typed code as it is compared: spaces and dashes dropped, lower case. */
export const normalisedCode = (code: string): string => code.replace(/[\s-]/g, '').toLowerCase();

export const looksLikeRecoveryCode = (code: string): boolean => /^[0-9a-f]{10}$/.test(normalisedCode(code));

/** What is stored of a recovery code: its hash, salted with the account so that equal codes of two people differ. */
export const hashRecoveryCode = (userId: string, code: string): string =>
  createHash('sha256')
    .update(`${userId}:${normalisedCode(code)}`)
    .digest('base64url');
