import type { ServerResponse } from 'node:http';
import { ZodError } from 'zod';
import { DomainError, type DomainErrorKind } from '../domain/decider';
import { AccountBannedError, type RefusalText, TimedOutError, TooManyRequestsError, WordedRefusal } from '../domain/errors';
import { ProjectionTimeoutError } from '../projections/runner';
import type { Language } from '../domain/language';
import { translateRefusal } from './i18n/translateRefusal';
import { isStorageFault, STORAGE_UNAVAILABLE_MESSAGE } from './faults/storageFault';

/**
 * A refusal of the transport itself (a body that is not JSON, too large, a malformed address, an
 * upload that cannot be read), thrown only at the BFF's edges; services throw domain errors
 * (domain/errors.ts).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** When to try again, sent as the Retry-After header. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const statusOfKind: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many_requests: 429,
};

/**
 * `details`: more for the client beside the message (why an account is banned, until when it is
 * timed out), in the REST body and GraphQL's extensions; `text`: the message's catalogue id and
 * values when its words carry values (translated at the edges, never sent).
 */
export type ErrorAnswer = { status: number; message: string; retryAfterSeconds?: number; details?: Record<string, unknown>; text?: RefusalText };

/**
 * The status and message to answer for any error, with when to try again if it says; unexpected
 * ones are logged and answered as 500. The one place a domain error becomes a status.
 */
export function describeError(error: unknown): ErrorAnswer {
  if (error instanceof HttpError) return { status: error.status, message: error.message, ...retryAfter(error.retryAfterSeconds) };
  if (error instanceof TooManyRequestsError)
    return { status: statusOfKind[error.kind], message: error.message, ...retryAfter(error.retryAfterSeconds), text: error.text };
  if (error instanceof TimedOutError) {
    return { status: statusOfKind[error.kind], message: error.message, details: { timedOutUntil: error.until.toISOString() }, text: error.text };
  }
  if (error instanceof AccountBannedError) return { status: statusOfKind[error.kind], message: error.message, details: { ban: error.ban } };
  if (error instanceof WordedRefusal) return { status: statusOfKind[error.kind], message: error.message, text: error.text };
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

/** Answers a request (Express's or Node's own) with the error's status and `{message}` (in `language`), and Retry-After when it says when. */
export function answerError(res: ServerResponse, error: unknown, language: Language = 'en'): void {
  const { status, message, retryAfterSeconds, details, text } = describeError(error);
  if (retryAfterSeconds !== undefined) res.setHeader('retry-after', String(retryAfterSeconds));
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.statusCode = status;
  res.end(JSON.stringify({ message: translateRefusal(language, message, text), ...details }));
}

const retryAfter = (seconds: number | undefined) => (seconds === undefined ? {} : { retryAfterSeconds: seconds });

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
