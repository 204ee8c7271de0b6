import { createHash, randomBytes } from 'node:crypto';

/**
 * The token of a mailed link: the account's id and 32 random bytes. Only its SHA-256 is stored;
 * the id names the stream that holds it, so following a link needs no lookup by secret.
 */
export type LinkToken = { token: string; userId: string; tokenHash: string };

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export function newLinkToken(userId: string): LinkToken {
  const token = `${userId}.${randomBytes(32).toString('base64url')}`;
  return { token, userId, tokenHash: hashOf(token) };
}

/** The link token in `value`, or null for anything that cannot be one. */
export function readLinkToken(value: unknown): LinkToken | null {
  if (typeof value !== 'string' || value.length > 200) return null;
  const match = /^([A-Za-z0-9-]{1,64})\.[A-Za-z0-9_-]{43}$/.exec(value);
  return match ? { token: value, userId: match[1], tokenHash: hashOf(value) } : null;
}

/** A page of the site with the token in its query, as a mail links to it. */
export const linkTo = (siteUrl: string, page: string, token: string) => `${siteUrl}${page}?token=${encodeURIComponent(token)}`;
