import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { AppLayout } from '../components/AppLayout';
import { LoadMoreButton } from '../components/LoadMoreButton';
import { placeholderKeys } from '../components/Loading';
import { PostCard } from '../components/PostCard';
import { PostSkeleton } from '../components/PostSkeleton';
import { useLoadMoreOnScroll } from '../components/useLoadMoreOnScroll';
import { useToggleLike } from '../components/useToggleLike';
import { graphql } from '../gql';
import '../styles/discovery.css';

const messages = defineMessages({
  posts: { id: 'hashtag.posts', defaultMessage: '{count, plural, one {# post} other {# posts}}' },
  loading: { id: 'hashtag.loading', defaultMessage: 'Loading posts' },
  loadFailed: { id: 'hashtag.loadFailed', defaultMessage: 'Failed to load hashtag' },
  noPosts: { id: 'hashtag.noPosts', defaultMessage: 'No posts yet' },
  beFirst: { id: 'hashtag.beFirst', defaultMessage: 'Be the first to post with #{tag}' },
});

const PAGE_SIZE = 12;

export const HashtagQuery = graphql(`
  query Hashtag($tag: String!, $first: Int!, $after: String) {
    hashtag(tag: $tag, first: $first, after: $after) {
      tag
      postsCount
      posts {
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
  }
`);

/** /hashtag/{hashtag}: the hashtag, how many posts carry it, and those posts, newest first. */
export function HashtagPage() {
  const { formatMessage: t } = useIntl();
  const tag = (useParams().hashtag ?? '').replace(/^#/, '');
  const { data, loading, error, fetchMore } = useQuery(HashtagQuery, { variables: { tag, first: PAGE_SIZE, after: null } });
  const toggleLike = useToggleLike();
  const hashtag = data?.hashtag;
  const edges = hashtag?.posts.edges ?? [];
  const pageInfo = hashtag?.posts.pageInfo;

  const cursor = pageInfo?.hasNextPage ? pageInfo.endCursor : null;
  const more = useLoadMoreOnScroll(cursor ? () => fetchMore({ variables: { after: cursor } }) : null, edges.length);

  const count = hashtag?.postsCount ?? 0;
  return (
    <AppLayout>
      <div className="page">
        <header className="page-header hashtag-header">
          <h1 className="page-header__title">#{hashtag?.tag ?? tag.toLowerCase()}</h1>
          {hashtag && (
            <p className="hashtag-header__count" data-testid="hashtag-count">
              {t(messages.posts, { count })}
            </p>
          )}
        </header>
        {loading && !data ? (
          <div role="status" className="feed" aria-busy="true" aria-label={t(messages.loading)}>
            {placeholderKeys(3).map((key) => (
              <PostSkeleton key={key} />
            ))}
          </div>
        ) : error && !data ? (
          <div className="empty-state" role="alert">
            <p className="empty-state__title">{t(messages.loadFailed)}</p>
          </div>
        ) : edges.length === 0 ? (
          <div className="empty-state">
            <p className="empty-state__title">{t(messages.noPosts)}</p>
            <p className="empty-state__text">{t(messages.beFirst, { tag: hashtag?.tag ?? tag })}</p>
          </div>
        ) : (
          <div className="feed">
            {edges.map(({ node }) => (
              <PostCard key={node.id} post={node} onToggleLike={toggleLike} />
            ))}
            <LoadMoreButton more={more} />
          </div>
        )}
      </div>
    </AppLayout>
  );
}
