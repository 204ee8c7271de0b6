import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AppLayout } from '../components/AppLayout';
import { SearchIcon } from '../components/Icons';
import { LoadMoreButton } from '../components/LoadMoreButton';
import { PostGrid } from '../components/PostGrid';
import { AccountResults } from '../components/search/AccountResults';
import { ExploreGrid } from '../components/search/ExploreGrid';
import { HashtagResults } from '../components/search/HashtagResults';
import { SuggestedPeople } from '../components/SuggestedPeople';
import { useLoadMoreOnScroll } from '../components/useLoadMoreOnScroll';
import { graphql } from '../gql';
import { useDebounced } from '../lib/useDebounced';
import '../styles/discovery.css';

const messages = defineMessages({
  label: { id: 'search.label', defaultMessage: 'Search' },
  placeholder: { id: 'search.placeholder', defaultMessage: 'Search users, posts, or locations...' },
  hint: { id: 'search.hint', defaultMessage: 'Search for users, posts, or locations' },
  posts: { id: 'search.posts', defaultMessage: 'Posts' },
  noPosts: { id: 'search.noPosts', defaultMessage: 'No posts found matching "{query}"' },
});

const PAGE_SIZE = 24;
const DEBOUNCE_MS = 250;
export const SEARCH_MAX = 100;
const SUGGESTIONS_SHOWN = 10;

export const SearchPostsQuery = graphql(`
  query SearchPosts($query: String!, $first: Int!, $after: String) {
    searchPosts(query: $query, first: $first, after: $after) {
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

/**
 * /search. Before typing: people to follow and Explore. As the text is typed: the accounts and
 * hashtags that start with it, then the posts whose author, caption or location contains it,
 * searched on the server over all posts.
 */
export function SearchPage() {
  const { formatMessage: t } = useIntl();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const query = useDebounced(text.trim(), DEBOUNCE_MS);
  const uid = useId();
  const { data, loading, error, fetchMore } = useQuery(SearchPostsQuery, { variables: { query, first: PAGE_SIZE, after: null }, skip: query === '' });

  useEffect(() => {
    setParams(query ? { q: query } : {}, { replace: true });
  }, [query, setParams]);

  const edges = query && data ? data.searchPosts.edges : [];
  const pageInfo = data?.searchPosts.pageInfo;

  const cursor = query && pageInfo?.hasNextPage ? pageInfo.endCursor : null;
  const more = useLoadMoreOnScroll(cursor ? () => fetchMore({ variables: { after: cursor } }) : null, edges.length);

  return (
    <AppLayout>
      <div className="search-box">
        <label htmlFor={`${uid}-q`} className="sr-only">
          {t(messages.label)}
        </label>
        <div className="search-box__field">
          <SearchIcon width={18} height={18} />
          <input
            id={`${uid}-q`}
            type="search"
            className="input"
            placeholder={t(messages.placeholder)}
            value={text}
            maxLength={SEARCH_MAX}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
      </div>
      <h1 className="sr-only">{t(messages.label)}</h1>
      {query === '' ? (
        <>
          <p className="search-hint">{t(messages.hint)}</p>
          <SuggestedPeople layout="row" first={SUGGESTIONS_SHOWN} />
          <ExploreGrid />
        </>
      ) : (
        <>
          <AccountResults text={text} />
          <HashtagResults query={query} />
          <h2 className="search-section__title search-section__title--posts">{t(messages.posts)}</h2>
          {error && !data ? (
            <div className="empty-state" role="alert">
              <p className="empty-state__title">{error.message}</p>
            </div>
          ) : loading && !data ? (
            <PostGrid posts={[]} loading skeletons={12} showUsername />
          ) : edges.length === 0 ? (
            <div className="empty-state">
              <p className="empty-state__title">{t(messages.noPosts, { query })}</p>
            </div>
          ) : (
            <>
              <PostGrid posts={edges.map((edge) => edge.node)} showUsername />
              <LoadMoreButton more={more} />
            </>
          )}
        </>
      )}
    </AppLayout>
  );
}
