import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client';

/** The message to show for a failed call: the server's own message when there is one. */
export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.find((e) => e.message)?.message ?? fallback;
  }
  if (ServerError.is(error) || ServerParseError.is(error)) return fallback;
  if (error instanceof Error && error.message && !/^(Failed to fetch|NetworkError|Load failed)/i.test(error.message)) {
    return error.message;
  }
  return fallback;
}
