import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { graphql } from '../../gql';
import { LoadMoreButton } from '../LoadMoreButton';
import { PostGrid } from '../PostGrid';
import { useLoadMoreOnScroll } from '../useLoadMoreOnScroll';

const messages = defineMessages({
  empty: { id: 'explore.empty', defaultMessage: 'Nothing to explore yet: new posts will show here.' },
  loadFailed: { id: 'explore.loadFailed', defaultMessage: 'Failed to load posts to explore' },
  title: { id: 'explore.title', defaultMessage: 'Explore' },
});

const PAGE_SIZE = 24;

export const ExploreQuery = graphql(`
  query Explore($first: Int!, $after: String) {
    explore(first: $first, after: $after) {
      edges {
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

/** Explore: posts of people the viewer does not follow, most engaged with lately first, as a grid that pages as it scrolls. */
export function ExploreGrid() {
  const { formatMessage: t } = useIntl();
  const { data, loading, error, fetchMore } = useQuery(ExploreQuery, { variables: { first: PAGE_SIZE, after: null } });
  const edges = data?.explore.edges ?? [];
  const pageInfo = data?.explore.pageInfo;
  const cursor = pageInfo?.hasNextPage ? pageInfo.endCursor : null;
  const more = useLoadMoreOnScroll(cursor ? () => fetchMore({ variables: { after: cursor } }) : null, edges.length);

  let content: ReactNode;
  if (loading && !data) content = <PostGrid posts={[]} loading skeletons={12} />;
  else if (error && !data)
    content = (
      <p className="empty-state__text search-section__note" role="alert">
        {t(messages.loadFailed)}
      </p>
    );
  else if (edges.length === 0) content = <p className="empty-state__text search-section__note">{t(messages.empty)}</p>;
  else
    content = (
      <>
        <PostGrid posts={edges.map((edge) => edge.node)} />
        <LoadMoreButton more={more} />
      </>
    );
  return (
    <section className="search-section search-section--explore" aria-labelledby="search-explore" data-testid="explore">
      <h2 id="search-explore" className="search-section__title">
        {t(messages.title)}
      </h2>
      {content}
    </section>
  );
}
