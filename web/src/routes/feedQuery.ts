import type { ApolloClient } from '@apollo/client';
import { graphql } from '../gql';

export const FEED_PAGE_SIZE = 20;

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

export const FIRST_FEED_PAGE = { first: FEED_PAGE_SIZE, after: null };

/**
 * Asks for the feed's first page alongside the sign-in check, instead of after it and after the
 * page's code: the feed then renders as soon as both are in. The feed's own query finds the
 * answer in the cache, or joins the request still on its way. A visitor who turns out to be
 * signed out was refused; nothing is kept.
 */
export function prefetchFirstFeedPage(client: ApolloClient): void {
  client.query({ query: FeedQuery, variables: FIRST_FEED_PAGE }).catch(() => undefined);
}
