import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

/** What became of one subscription: its errors, whether it completed, and how the socket closed, if it did. */
export type SubscriptionOutcome = { errors: { message: string; extensions?: { code?: string } }[]; completed: boolean; closeCode: number | null };

const LIVE_AFTER_MS = 250;

/**
 * Opens a socket as `token` (none: signed out) from `ip`, subscribes once and waits until the
 * server refuses, completes, closes, or leaves the subscription running for a moment (live).
 */
export async function subscribeOnce(
  baseUrl: string,
  ip: string,
  token: string | null,
  query: string,
  variables: Record<string, unknown>,
): Promise<SubscriptionOutcome> {
  const origin = baseUrl;
  class CallerSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { origin, 'x-forwarded-for': ip } });
    }
  }
  const outcome: SubscriptionOutcome = { errors: [], completed: false, closeCode: null };
  const client = createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: CallerSocket,
    connectionParams: token ? { token } : {},
    retryAttempts: 0,
    lazy: false,
  });
  try {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, LIVE_AFTER_MS);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      client.on('closed', (event) => {
        outcome.closeCode = (event as { code?: number }).code ?? null;
        done();
      });
      client.subscribe(
        { query, variables },
        {
          // A subscription the server refuses after validation (its variables, say) arrives as one result with errors, then complete.
          next: (result) => void outcome.errors.push(...((result.errors ?? []) as SubscriptionOutcome['errors'])),
          error: (error) => {
            if (Array.isArray(error)) outcome.errors.push(...error);
            done();
          },
          complete: () => {
            outcome.completed = true;
            done();
          },
        },
      );
    });
  } finally {
    await client.dispose();
  }
  return outcome;
}
