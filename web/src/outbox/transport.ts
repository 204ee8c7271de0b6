import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

/** One try at a mutation: the server's answer, its refusal in its words, or `later` (not reached, or not now). */
export type Attempt<Data> = { status: 'sent'; data: Data } | ({ status: 'refused' } & RefusedWords) | { status: 'later' };

/** The server's words refusing a write, and whether they say the person is timed out. */
export type RefusedWords = { message: string; timedOut: boolean };

/**
 * How a write reaches /graphql with its Idempotency-Key: through Apollo Client in a page (its
 * answer lands in the cache), or by `fetch` in the service worker.
 */
export type Transport = <Data, Variables extends Record<string, unknown>>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  key: string,
) => Promise<Attempt<Data>>;

/** A GraphQL error as the server sends it. */
export type ServerRefusal = { message: string; extensions?: { code?: unknown; timedOutUntil?: unknown } };

/**
 * Errors that say "not now" rather than "no": the session is not there (the person signs in
 * again), the server failed, or it does not know the operation (a worker older than the server:
 * the page sends it instead). Every other refusal (not found, forbidden, bad input, a rate limit,
 * a timeout) is final: sending again cannot help, so the person is told in the server's words.
 */
const NOT_NOW = new Set(['UNAUTHENTICATED', 'INTERNAL_SERVER_ERROR', 'PERSISTED_QUERY_NOT_FOUND', 'OPERATION_NOT_TRUSTED']);

export function attemptFromErrors(errors: readonly ServerRefusal[]): Attempt<never> {
  const final = errors.find((error) => !NOT_NOW.has(String(error.extensions?.code)));
  return final ? { status: 'refused', message: final.message, timedOut: typeof final.extensions?.timedOutUntil === 'string' } : { status: 'later' };
}

const operationName = (document: TypedDocumentNode<unknown, never>) =>
  document.definitions.flatMap((definition) => (definition.kind === 'OperationDefinition' && definition.name ? [definition.name.value] : []))[0];

/**
 * The worker's transport: the operation by the hash the app was built with (the server holds the
 * app's documents, `extensions.persistedQuery`), so the worker carries no GraphQL printer. The
 * session cookie goes with it.
 */
export const fetchTransport: Transport = async (document, variables, key) => {
  const hash = (document as { __meta__?: { hash?: string } }).__meta__?.hash?.replace(/^sha256:/, '');
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ operationName: operationName(document), variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }),
    });
  } catch {
    return { status: 'later' };
  }
  if (response.status >= 500) return { status: 'later' };
  const body = (await response.json().catch(() => null)) as { data?: unknown; errors?: ServerRefusal[] } | null;
  if (body?.errors?.length) return attemptFromErrors(body.errors);
  if (!body?.data) return { status: 'later' };
  return { status: 'sent', data: body.data as never };
};
