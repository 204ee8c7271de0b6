import { generateSecret, generateURI, verify } from 'otplib';

const ISSUER = 'Glimpse';
/** A code of the step before or after the current one still counts: phones' clocks drift. */
const TOLERANCE_SECONDS = 30;

/** A new TOTP secret (base32, 160 bits), as authenticator apps take it. */
export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// address a QR code carries, naming the account as the app will list it. */
export const otpauthUrl = (secret: string, username: string): string => generateURI({ issuer: ISSUER, label: username, secret });

/** The time step a 6-digit code was made for, if it is one of this secret's around `now`; null otherwise. */
export async function totpTimeStep(secret: string, code: string, now: Date): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({ secret, token: code, epoch: Math.floor(now.getTime() / 1000), epochTolerance: TOLERANCE_SECONDS });
    // A TOTP answer carries its time step (the union's HOTP answer has none).
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // A secret a deletion emptied, or one otplib refuses, proves nothing.
    return null;
  }
}
