import { CombinedGraphQLErrors } from '@apollo/client';

/**
 * The server's own words ("Too many likes in a short time. Please try again in 7 minutes.") when a
 * write was refused by a rate limit, to show under the usual failure toast; undefined otherwise.
 */
export function rateLimitMessage(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.find((e) => e.extensions?.code === 'TOO_MANY_REQUESTS')?.message;
}

/** A REST call's refusal: the server's words (in the person's language), and whether it says the person is timed out. */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly timedOut: boolean,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

/** The refusal a REST answer's body `{message, timedOutUntil?}` says, `fallback` when it has no words. */
export function refusalOf(payload: unknown, fallback: string): Refusal {
  const body = payload && typeof payload === 'object' ? (payload as { message?: unknown; timedOutUntil?: unknown }) : {};
  return new Refusal(typeof body.message === 'string' ? body.message : fallback, typeof body.timedOutUntil === 'string');
}

/**
 * The server's words when the person is timed out ('You are timed out until 14:05 UTC on 22 Nov.',
 * in their language), known by the refusal's `timedOutUntil`; undefined otherwise.
 */
export function timedOutMessage(error: unknown): string | undefined {
  if (error instanceof Refusal) return error.timedOut ? error.message : undefined;
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.find((e) => typeof e.extensions?.timedOutUntil === 'string')?.message;
}

/**
 * The toast for a failed action: a timed-out person is told until when, in the server's words,
 * instead of 'Failed to ... Please try again.'; a rate limit's words go under the usual title.
 */
export function failureToast(title: string, error: unknown): { title: string; description?: string; variant: 'destructive' } {
  const timedOut = timedOutMessage(error);
  if (timedOut) return { title: timedOut, variant: 'destructive' };
  return { title, description: rateLimitMessage(error), variant: 'destructive' };
}
