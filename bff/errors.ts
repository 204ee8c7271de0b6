import { ZodError } from 'zod';
import { DomainError, type DomainErrorKind } from '../domain/decider';
import { ProjectionTimeoutError } from '../projections/runner';
import { isStorageFault, STORAGE_UNAVAILABLE_MESSAGE } from './faults/storageFault';

/** An error the BFF answers with a status and a message meant for the user. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** 429: refused for a while; `retryAfterSeconds` goes out as the Retry-After header. */
export class TooManyRequestsError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    what = 'sign-in',
    message = `Too many failed ${what} attempts. Please try again in ${plural(Math.ceil(retryAfterSeconds / 60), 'minute')}.`,
  ) {
    super(429, message);
    this.name = 'TooManyRequestsError';
  }
}

/** 429 for a write made too often (see limits.ts): `what` names the writes, e.g. 'comments'. */
export function rateLimited(retryAfterSeconds: number, what: string): TooManyRequestsError {
  const wait = retryAfterSeconds < 60 ? plural(retryAfterSeconds, 'second') : plural(Math.ceil(retryAfterSeconds / 60), 'minute');
  return new TooManyRequestsError(retryAfterSeconds, what, `Too many ${what} in a short time. Please try again in ${wait}.`);
}

export const unauthenticated = () => new HttpError(401, 'Authentication required');

const statusOfKind: Record<DomainErrorKind, number> = { invalid: 400, conflict: 409, not_found: 404, forbidden: 403 };

/** The status and message to answer for any error; unexpected ones are logged and answered as 500. */
export function describeError(error: unknown): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.status, message: error.message };
  if (error instanceof DomainError) return { status: statusOfKind[error.kind], message: error.message };
  if (error instanceof ZodError) return { status: 400, message: error.issues[0]?.message ?? 'Invalid input' };
  if (error instanceof ProjectionTimeoutError) return { status: 503, message: 'The server is busy; please try again.' };
  if (isStorageFault(error)) {
    // The operator's problem, not the user's: one line in the log, a 503 for the user.
    console.error(`Storage fault: ${(error as Error).message}`);
    return { status: 503, message: STORAGE_UNAVAILABLE_MESSAGE };
  }
  console.error(error);
  return { status: 500, message: 'Something went wrong. Please try again.' };
}

export const graphqlCodeOfStatus: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
  500: 'INTERNAL_SERVER_ERROR',
};
