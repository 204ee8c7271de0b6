/**
 * How long an email and a password may be. An address is at most 254 characters (RFC 5321's
 * path limit less its brackets). A password is hashed with scrypt after NFKC normalization, whose
 * cost grows with its length: 128 characters is far beyond any passphrase a person types or a
 * manager generates, and a 900 KB "password" is refused before any hashing.
 */
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 128;

export const EMAIL_TOO_LONG = `Email must be at most ${EMAIL_MAX} characters`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX} characters`;
