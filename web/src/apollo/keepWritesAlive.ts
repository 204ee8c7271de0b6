import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';

/**
 * Browsers refuse keepalive requests whose bodies pass 64 KB, counting all those in flight from
 * the page together: a write larger than this goes as an ordinary request.
 */
export const KEEPALIVE_MAX_BYTES = 16 * 1024;

/**
 * Mutations go with `keepalive`, so that a like, a follow or a comment sent just before the page
 * is reloaded, closed or left still reaches the server: the browser cancels an ordinary request
 * with its page, and the tap would be lost without a word. Queries are not worth keeping.
 */
export const keepWritesAlive = new ApolloLink((operation, forward) => {
  if (operation.operationType === OperationTypeNode.MUTATION) {
    operation.setContext(({ fetchOptions }: { fetchOptions?: RequestInit }) => ({ fetchOptions: { ...fetchOptions, keepalive: true } }));
  }
  return forward(operation);
});

/** `fetch` that lets a request be keepalive only when its body is small enough (KEEPALIVE_MAX_BYTES). */
export function boundKeepalive(fetchImpl: typeof fetch): typeof fetch {
  return (input, init) => fetchImpl(input, init?.keepalive ? { ...init, keepalive: fitsKeepalive(init.body) } : init);
}

function fitsKeepalive(body: BodyInit | null | undefined): boolean {
  if (body === undefined || body === null) return true;
  return typeof body === 'string' && new TextEncoder().encode(body).length <= KEEPALIVE_MAX_BYTES;
}
