import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import type { FieldFunctionOptions, Reference } from '@apollo/client';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { Observable, type Subscription } from 'rxjs';
import { conversationTypePolicies } from '../conversations/messageCache';

/** One page of a connection as the cache stores it (edges whose node is a reference). */
interface CachedConnection {
  __typename?: string;
  edges: Array<{ __typename?: string; cursor: string; node: Reference }>;
  pageInfo: { endCursor?: string | null; hasNextPage: boolean };
}

/** One list for every page of a connection: `after` pages are appended, a first page replaces it. */
function appendPages(existing: CachedConnection | undefined, incoming: CachedConnection, { args, readField }: FieldFunctionOptions): CachedConnection {
  if (!existing || !args?.after) return incoming;
  const seen = new Set(existing.edges.map((edge) => readField<string>('id', edge.node)));
  return {
    ...incoming,
    edges: [...existing.edges, ...incoming.edges.filter((edge) => !seen.has(readField<string>('id', edge.node)))],
  };
}

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      ...conversationTypePolicies,
      Query: {
        fields: {
          feed: { keyArgs: false, merge: appendPages },
          savedPosts: { keyArgs: false, merge: appendPages },
          comments: { keyArgs: ['postId'], merge: appendPages },
        },
      },
      User: {
        fields: {
          posts: { keyArgs: false, merge: appendPages },
          // A filtered list is a list of its own.
          followers: { keyArgs: ['filter'], merge: appendPages },
          following: { keyArgs: ['filter'], merge: appendPages },
        },
      },
    },
  });
}

/**
 * Subscriptions go over a socket whose code (graphql-ws) loads with the first subscription rather
 * than with the app: the first screen shows without it, and subscribes once it has painted.
 */
function lazySubscriptionLink(onReconnected: () => void): ApolloLink {
  let socketLink: Promise<ApolloLink> | null = null;
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let subscription: Subscription | undefined;
        let closed = false;
        socketLink ??= import('./subscriptionLink').then((module) => module.createSubscriptionLink(onReconnected));
        socketLink.then(
          (link) => {
            if (!closed) subscription = link.request(operation, forward).subscribe(observer);
          },
          (error: unknown) => {
            socketLink = null; // offline without the code: the next subscription tries again
            observer.error(error);
          },
        );
        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      }),
  );
}

export function createApolloClient(): ApolloClient {
  // The session is an httpOnly cookie set by the server: the client never builds or stores a token.
  const httpLink = new HttpLink({ uri: '/graphql', credentials: 'include' });
  let reconnected: () => void = () => undefined;
  const wsLink = lazySubscriptionLink(() => reconnected());
  const link = ApolloLink.split(({ query }) => isSubscriptionOperation(query), wsLink, httpLink);

  const client = new ApolloClient({
    link,
    cache: createCache(),
    // Spec section 9: no automatic retry (no RetryLink), no refetch on window focus, no polling,
    // data never stale (cache-first).
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', refetchOn: false },
      query: { fetchPolicy: 'cache-first' },
    },
  });
  // Back after a drop: catch up on what the socket missed (the cache merges by id, so no duplicates).
  reconnected = () => void client.refetchQueries({ include: 'active' }).catch(() => undefined);
  return client;
}

export const apolloClient = createApolloClient();
