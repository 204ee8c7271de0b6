import type { ApolloClient } from '@apollo/client';
import { takeFirstData } from '../apollo/firstData';
import { FIRST_FEED_PAGE } from '../firstDataRequests';
import { graphql } from '../gql';
import { nextTask } from '../lib/nextTask';
import type { FeedQuery as FeedData } from '../gql/graphql';

export { FIRST_FEED_PAGE };
export const FEED_PAGE_SIZE = FIRST_FEED_PAGE.first;

export const FeedQuery = graphql(`
  query Feed($first: Int!, $after: String) {
    feed(first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          ...PostCard_post
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

/**
 * Has the feed's first page in the cache before the feed shows: the page asked for it before the
 * app's code loaded, or else it is asked for now, alongside the sign-in check rather than after it
 * and after the feed's code. The feed's own query finds it in the cache, or joins the request
 * still on its way. A visitor who turns out to be signed out was refused; nothing is kept.
 * Resolves once the page is in the cache, or was refused (never rejects).
 */
export function prefetchFirstFeedPage(client: ApolloClient): Promise<void> {
  const early = takeFirstData<FeedData>('feed');
  if (early)
    return early.then(async (data) => {
      if (!data) return;
      await nextTask();
      client.writeQuery({ query: FeedQuery, variables: FIRST_FEED_PAGE, data });
      // Read once in a task of its own: the feed's first render then finds the reading code warm.
      await nextTask();
      client.readQuery({ query: FeedQuery, variables: FIRST_FEED_PAGE });
    });
  // network-only: the cache is empty at start, and reading it first costs a phone some 20 ms.
  return client.query({ query: FeedQuery, variables: FIRST_FEED_PAGE, fetchPolicy: 'network-only' }).then(
    () => undefined,
    () => undefined,
  );
}
