import { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';

export const SESSION_COOKIE = 'glimpse_session';
const SESSION_DAYS = 30;
// Checking a token's signature costs a seventh of a request's CPU; a token never changes, so a
// token already checked is remembered (up to this many) with its user and its expiry.
const VERIFIED_TOKENS_KEPT = 20_000;

/** Who a token speaks for, and which of their sessions it belongs to (ended sessions are refused elsewhere). */
export type SessionClaim = { userId: string; sessionId: string };
type Verified = SessionClaim & { expiresAtMs: number };

/** Signs and verifies session tokens: only the server issues them. */
export function sessionTokens(secret: string) {
  // A KeyObject made once: given a string, jsonwebtoken tries to parse it as a public key on every call.
  const key = createSecretKey(Buffer.from(secret));
  const verified = new Map<string, Verified>();

  function checkSignature(token: string): Verified | null {
    try {
      const payload = jwt.verify(token, key, { algorithms: ['HS256'] });
      if (typeof payload !== 'object' || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
      if (typeof payload.sid !== 'string') return null;
      return { userId: payload.sub, sessionId: payload.sid, expiresAtMs: payload.exp * 1000 };
    } catch {
      return null;
    }
  }

  return {
    issue(userId: string, sessionId: string): string {
      return jwt.sign({ sid: sessionId }, key, { algorithm: 'HS256', subject: userId, expiresIn: `${SESSION_DAYS}d` });
    },
    /**
     * The user and session a token was issued for, or null when it is not one of ours or has
     * expired. Only the signature check is remembered: whether the session is still live is
     * asked of the read model on every request.
     */
    verify(token: string, now = Date.now()): SessionClaim | null {
      let found = verified.get(token);
      if (!found) {
        const checked = checkSignature(token);
        if (!checked) return null;
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
        found = checked;
        verified.set(token, found);
      }
      if (found.expiresAtMs <= now) {
        verified.delete(token);
        return null;
      }
      return { userId: found.userId, sessionId: found.sessionId };
    },
    cookieOptions(secure: boolean) {
      return { httpOnly: true, sameSite: 'lax' as const, secure, path: '/', maxAge: SESSION_DAYS * 24 * 3600 * 1000 };
    },
  };
}

export type SessionTokens = ReturnType<typeof sessionTokens>;

/** The claims of the tokens presented, in order: the Authorization header's, then the session cookie's. */
export function claimsFromCredentials(tokens: SessionTokens, authorization: string | undefined, cookieHeader: string | undefined): SessionClaim[] {
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  const cookie = readCookie(cookieHeader, SESSION_COOKIE);
  return [bearer, cookie].flatMap((token) => (token ? (tokens.verify(token) ?? []) : []));
}

function readCookie(header: string | undefined, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}
