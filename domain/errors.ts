import { DomainError } from './decider';

/**
 * The refusals services and queries throw, each with the text the person sees. They name no
 * transport: the BFF's edges turn a kind into a status (REST) or a code (GraphQL), in one place
 * (bff/errors.ts).
 */

export const ACCOUNT_BANNED = 'Your account has been banned.';
export const AUTHENTICATION_REQUIRED = 'Authentication required';

export type Missing =
  | 'Post'
  | 'Comment'
  | 'User'
  | 'Story'
  | 'Conversation'
  | 'Report'
  | 'Message'
  | 'Appeal'
  | 'Follow request'
  | 'Session'
  | 'Push subscription';

export const notFound = (what: Missing) => new DomainError('not_found', `${what} not found`);
export const invalidInput = (message: string, field?: string) => new DomainError('invalid', message, field);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const unauthenticated = (message = AUTHENTICATION_REQUIRED) => new DomainError('unauthenticated', message);
export const accountBanned = () => forbidden(ACCOUNT_BANNED);

/** Why a person is banned, since when, and where their appeal stands (null before one). */
export type BanDetails = {
  reason: string;
  bannedAt: string | null;
  appeal: { id: string; status: 'open' | 'upheld' | 'overturned'; decision: 'upheld' | 'overturned' | null; reason: string | null } | null;
};

/** A banned person's sign-in, refused with why (the banned screen shows it, and how to appeal). */
export class AccountBannedError extends DomainError {
  constructor(readonly ban: BanDetails) {
    super('forbidden', ACCOUNT_BANNED);
    this.name = 'AccountBannedError';
  }
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** Refused for a while; `retryAfterSeconds` says when to try again (the Retry-After header, GraphQL's `retryAfter`). */
export class TooManyRequestsError extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super('too_many_requests', message);
    this.name = 'TooManyRequestsError';
  }
}

/** Guessing a secret (a password, the admin access code) too often: `what` names the attempts. */
export const tooManyFailedAttempts = (retryAfterSeconds: number, what = 'sign-in') =>
  new TooManyRequestsError(retryAfterSeconds, `Too many failed ${what} attempts. Please try again in ${plural(Math.ceil(retryAfterSeconds / 60), 'minute')}.`);

/** A write made too often (see bff/limits.ts): `what` names the writes, e.g. 'comments'. */
export function rateLimited(retryAfterSeconds: number, what: string): TooManyRequestsError {
  const wait = retryAfterSeconds < 60 ? plural(retryAfterSeconds, 'second') : plural(Math.ceil(retryAfterSeconds / 60), 'minute');
  return new TooManyRequestsError(retryAfterSeconds, `Too many ${what} in a short time. Please try again in ${wait}.`);
}
