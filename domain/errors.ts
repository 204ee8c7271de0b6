import { DomainError, type DomainErrorKind } from './decider';

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

/**
 * A refusal's words when they carry values (a count, a time): the server catalogue's message and
 * its values, which the edges say in the person's language (bff/i18n/translateRefusal.ts). The
 * English `message` is the same text, for the logs and English.
 */
export type RefusalText = { id: string; values: Record<string, string | number> };

/** A refusal whose words carry values, with its catalogue message (see RefusalText). */
export class WordedRefusal extends DomainError {
  constructor(
    kind: DomainErrorKind,
    message: string,
    readonly text: RefusalText,
  ) {
    super(kind, message);
    this.name = 'WordedRefusal';
  }
}

/** Refused for a while; `retryAfterSeconds` says when to try again (the Retry-After header, GraphQL's `retryAfter`). */
export class TooManyRequestsError extends WordedRefusal {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
    text: RefusalText,
  ) {
    super('too_many_requests', message, text);
    this.name = 'TooManyRequestsError';
  }
}

/** The secrets guessed too often, by their key in the catalogue's `refusal.tooManyFailedAttempts`. */
const FAILED_ATTEMPTS = { signIn: 'sign-in', password: 'password', adminCode: 'admin access code' } as const;

/** Guessing a secret (a password, the admin access code) too often: `what` names the attempts. */
export function tooManyFailedAttempts(retryAfterSeconds: number, what: keyof typeof FAILED_ATTEMPTS = 'signIn'): TooManyRequestsError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new TooManyRequestsError(retryAfterSeconds, `Too many failed ${FAILED_ATTEMPTS[what]} attempts. Please try again in ${plural(minutes, 'minute')}.`, {
    id: 'refusal.tooManyFailedAttempts',
    values: { what, minutes },
  });
}

/**
 * A write made too often (see bff/limits.ts): `limit` is the limit's name (the catalogue's key for
 * its writes), `what` names the writes in English, e.g. 'comments'.
 */
export function rateLimited(retryAfterSeconds: number, limit: string, what: string): TooManyRequestsError {
  const [count, unit] = retryAfterSeconds < 60 ? [retryAfterSeconds, 'second'] : [Math.ceil(retryAfterSeconds / 60), 'minute'];
  return new TooManyRequestsError(retryAfterSeconds, `Too many ${what} in a short time. Please try again in ${plural(count, unit)}.`, {
    id: 'refusal.rateLimited',
    values: { limit, count, unit },
  });
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '14:05 UTC on 22 Nov' */
export function describeUntil(until: Date): string {
  const hh = String(until.getUTCHours()).padStart(2, '0');
  const mm = String(until.getUTCMinutes()).padStart(2, '0');
  return `${hh}:${mm} UTC on ${until.getUTCDate()} ${MONTHS[until.getUTCMonth()]}`;
}

/** A timed-out person's write; `until` goes to the client beside the words (REST `timedOutUntil`, GraphQL's extension). */
export class TimedOutError extends WordedRefusal {
  constructor(readonly until: Date) {
    super('forbidden', `You are timed out until ${describeUntil(until)}.`, { id: 'refusal.timedOut', values: { until: until.getTime() } });
    this.name = 'TimedOutError';
  }
}

/** The catalogue's message and values of a refusal whose words carry values; undefined for any other error. */
export const refusalTextOf = (error: unknown): RefusalText | undefined => (error instanceof WordedRefusal ? error.text : undefined);
