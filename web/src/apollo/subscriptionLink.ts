import type { ApolloLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { ACCOUNT_BANNED_EVENT, CLOSE_BANNED, reconnectDelay, setSocketState } from './socketState';

function wsUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/graphql`;
}

/** The graphql-ws socket subscriptions go over; `onReconnected` runs when it is back after a drop. */
export function createSubscriptionLink(onReconnected: () => void): ApolloLink {
  let wasConnected = false;
  return new GraphQLWsLink(
    createClient({
      url: wsUrl(),
      lazy: true,
      // A phone loses its connection often: keep trying, ever more slowly, and never give up.
      retryAttempts: Infinity,
      shouldRetry: () => true,
      retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelay(retries))),
      on: {
        connecting: () => setSocketState('connecting'),
        connected: () => {
          setSocketState('connected');
          if (wasConnected) onReconnected();
          wasConnected = true;
        },
        closed: (event) => {
          setSocketState('closed');
          if ((event as { code?: number } | undefined)?.code === CLOSE_BANNED) window.dispatchEvent(new Event(ACCOUNT_BANNED_EVENT));
        },
      },
    }),
  );
}
