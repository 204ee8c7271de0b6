import { CombinedGraphQLErrors } from '@apollo/client';

/**
 * The server's own words ("Too many likes in a short time. Please try again in 7 minutes.") when a
 * write was refused by a rate limit, to show under the usual failure toast; undefined otherwise.
 */
export function rateLimitMessage(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.find((e) => e.extensions?.code === 'TOO_MANY_REQUESTS')?.message;
}

/** How the server's refusal of a timed-out person's action begins ('You are timed out until 14:05 UTC on 22 Nov.'). */
export const TIMED_OUT_PREFIX = 'You are timed out until ';

/** The server's words when the person is timed out; undefined otherwise. */
export function timedOutMessage(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.find((e) => e.extensions?.code === 'FORBIDDEN' && e.message.startsWith(TIMED_OUT_PREFIX))?.message;
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
