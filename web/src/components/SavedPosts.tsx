import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import { LoadMoreButton } from './LoadMoreButton';
import { PostGrid } from './PostGrid';
import { useLoadMoreOnScroll } from './useLoadMoreOnScroll';

const SAVED_PAGE = 30;

export const SavedPostsQuery = graphql(`
  query SavedPosts($first: Int!, $after: String) {
    savedPosts(first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          ...PostGrid_post
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

/** The viewer's bookmarked posts, most recently saved first: the Saved tab of their own profile. */
export function SavedPosts() {
  const { data, loading, error, fetchMore, refetch } = useQuery(SavedPostsQuery, {
    variables: { first: SAVED_PAGE, after: null },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const posts = data?.savedPosts.edges.map((edge) => edge.node) ?? [];
  const pageInfo = data?.savedPosts.pageInfo;
  const cursor = pageInfo?.hasNextPage ? pageInfo.endCursor : null;
  const more = useLoadMoreOnScroll(cursor ? () => fetchMore({ variables: { after: cursor } }) : null, posts.length);

  if (error && !data) {
    return (
      <div className="empty-state" role="alert">
        <p className="empty-state__title">Failed to load saved posts.</p>
        <button type="button" className="button button--secondary" onClick={() => refetch().catch(() => undefined)}>
          Try again
        </button>
      </div>
    );
  }
  if (!loading && posts.length === 0) {
    return (
      <div className="empty-state" data-testid="saved-empty">
        <p className="empty-state__title">No saved posts yet</p>
        <p className="empty-state__text">Tap the bookmark on a post to save it here. Only you can see what you've saved.</p>
      </div>
    );
  }
  return (
    <div data-testid="saved-posts">
      <PostGrid posts={posts} loading={loading && !data} skeletons={9} />
      <LoadMoreButton more={more} />
    </div>
  );
}
