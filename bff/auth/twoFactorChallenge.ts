import { createHmac, createSecretKey, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';

/** How long a person has to enter their code after the password. */
export const CHALLENGE_SECONDS = 5 * 60;
const PURPOSE = 'two-factor';

export type TwoFactorChallenge = { userId: string; challengeId: string; expiresAt: Date };

/**
 * The challenge a right password earns when two-factor sign-in is on: a signed token naming the
 * account, its own id and its end, and holding nothing secret. Its key is derived from the session
 * key but differs from it, so a challenge is never a session token and no session token a
 * challenge. The stream records each challenge answered, so it works once.
 */
export function twoFactorChallenges(jwtSecret: string) {
  const key = createSecretKey(createHmac('sha256', jwtSecret).update('two-factor challenge').digest());
  return {
    issue(userId: string, now: Date): string {
      const iat = Math.floor(now.getTime() / 1000);
      return jwt.sign({ purpose: PURPOSE, iat }, key, { algorithm: 'HS256', subject: userId, jwtid: randomUUID(), expiresIn: CHALLENGE_SECONDS });
    },
    /** The challenge's account, id and end; null when it is not one of ours or has expired at `now`. */
    verify(token: unknown, now: Date): TwoFactorChallenge | null {
      if (typeof token !== 'string' || token.length > 2_000) return null;
      try {
        const payload = jwt.verify(token, key, { algorithms: ['HS256'], clockTimestamp: Math.floor(now.getTime() / 1000) });
        if (typeof payload !== 'object' || payload.purpose !== PURPOSE) return null;
        if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
        return { userId: payload.sub, challengeId: payload.jti, expiresAt: new Date(payload.exp * 1000) };
      } catch {
        return null;
      }
    },
  };
}

export type TwoFactorChallenges = ReturnType<typeof twoFactorChallenges>;
