import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { Observable, type Subscription } from 'rxjs';
import { boundKeepalive, keepWritesAlive } from './keepWritesAlive';
import { pagedList } from './pagedList';

/** Every paged list the app shows, each with the one paging policy. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          feed: pagedList(),
          savedPosts: pagedList(),
          comments: pagedList({ keyArgs: ['postId'] }),
          searchPosts: pagedList({ keyArgs: ['query'] }),
          explore: pagedList(),
          hashtag: pagedList({ keyArgs: ['tag'], at: 'posts' }),
          notifications: pagedList(),
        },
      },
      User: {
        fields: {
          posts: pagedList(),
          // A filtered list is a list of its own.
          followers: pagedList({ keyArgs: ['filter'] }),
          following: pagedList({ keyArgs: ['filter'] }),
        },
      },
      Conversation: { fields: { messages: pagedList({ direction: 'older' }) } },
      Comment: { fields: { replies: pagedList() } },
      Post: { fields: { likers: pagedList() } },
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

/** The server says its refusals in the language the page speaks (set on <html lang> by the LanguageProvider). */
const fetchInPageLanguage: typeof fetch = (input, init) =>
  fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), 'accept-language': document.documentElement.lang || 'en' } });

export function createApolloClient(): ApolloClient {
  // The session is an httpOnly cookie set by the server: the client never builds or stores a token.
  const httpLink = keepWritesAlive.concat(new HttpLink({ uri: '/graphql', credentials: 'include', fetch: boundKeepalive(fetchInPageLanguage) }));
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
