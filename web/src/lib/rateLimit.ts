import { CombinedGraphQLErrors } from '@apollo/client';

/**
 * The server's own words ("Too many likes in a short time. Please try again in 7 minutes.") when a
 * write was refused by a rate limit, to show under the usual failure toast; undefined otherwise.
 */
export function rateLimitMessage(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.find((e) => e.extensions?.code === 'TOO_MANY_REQUESTS')?.message;
}
