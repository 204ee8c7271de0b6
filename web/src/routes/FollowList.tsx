import { type MessageDescriptor, useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { useQuery } from '@apollo/client/react';
import { useId, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AdminBadge } from '../components/AdminBadge';
import { AppLayout } from '../components/AppLayout';
import { Avatar } from '../components/Avatar';
import { IconTooltip } from '../components/IconTooltip';
import { LoadMoreButton } from '../components/LoadMoreButton';
import { PeopleSkeleton } from '../components/Loading';
import { TooltipGroup } from '../components/TooltipGroup';
import { useLoadMoreOnScroll } from '../components/useLoadMoreOnScroll';
import { graphql } from '../gql';
import type { FollowRow_UserFragment } from '../gql/graphql';
import { useDebounced } from '../lib/useDebounced';
import '../styles/people.css';

const messages = defineMessages({
  followersTitle: { id: 'followList.followersTitle', defaultMessage: 'Followers' },
  followersEmpty: { id: 'followList.followersEmpty', defaultMessage: 'No followers yet' },
  followersError: { id: 'followList.followersError', defaultMessage: 'Failed to load followers' },
  followersSearch: { id: 'followList.followersSearch', defaultMessage: 'Search followers' },
  followingTitle: { id: 'followList.followingTitle', defaultMessage: 'Following' },
  followingEmpty: { id: 'followList.followingEmpty', defaultMessage: 'Not following anyone yet' },
  followingError: { id: 'followList.followingError', defaultMessage: 'Failed to load following' },
  followingSearch: { id: 'followList.followingSearch', defaultMessage: 'Search following' },
  posts: { id: 'followList.posts', defaultMessage: '{count, plural, one {# post} other {# posts}}' },
  notFound: { id: 'followList.notFound', defaultMessage: 'User not found' },
  results: { id: 'followList.results', defaultMessage: '{count, plural, one {# result} other {# results}} for "{filter}"' },
  people: { id: 'followList.people', defaultMessage: '{count, plural, one {# person} other {# people}}' },
  noResults: { id: 'followList.noResults', defaultMessage: 'No results found' },
  back: { id: 'followList.back', defaultMessage: 'Back' },
  searchPlaceholder: { id: 'followList.searchPlaceholder', defaultMessage: 'Search by username, name or bio' },
});

export const FOLLOW_PAGE_SIZE = 20;
const FILTER_DELAY_MS = 250;

export const FollowRowFragment = graphql(`
  fragment FollowRow_user on User {
    id
    username
    fullName
    bio
    avatar
    isAdmin
    postsCount
  }
`);

export const FollowListConnectionFragment = graphql(`
  fragment FollowList_connection on UserConnection {
    totalCount
    edges {
      cursor
      node {
        ...FollowRow_user
      }
    }
    pageInfo {
      endCursor
      hasNextPage
    }
  }
`);

export const FollowersQuery = graphql(`
  query Followers($id: ID!, $first: Int!, $after: String, $filter: String) {
    user(id: $id) {
      id
      username
      list: followers(first: $first, after: $after, filter: $filter) {
        ...FollowList_connection
      }
    }
  }
`);

export const FollowingQuery = graphql(`
  query Following($id: ID!, $first: Int!, $after: String, $filter: String) {
    user(id: $id) {
      id
      username
      list: following(first: $first, after: $after, filter: $filter) {
        ...FollowList_connection
      }
    }
  }
`);

type Side = 'followers' | 'following';

const TEXTS: Record<Side, { title: MessageDescriptor; empty: MessageDescriptor; error: MessageDescriptor; search: MessageDescriptor }> = {
  followers: { title: messages.followersTitle, empty: messages.followersEmpty, error: messages.followersError, search: messages.followersSearch },
  following: { title: messages.followingTitle, empty: messages.followingEmpty, error: messages.followingError, search: messages.followingSearch },
};

export function FollowRow({ user }: { user: FollowRow_UserFragment }) {
  const { formatMessage: t } = useIntl();
  return (
    <li>
      <Link to={`/profile/${user.id}`} className="follow-row" data-testid="follow-row">
        <Avatar src={user.avatar} alt="" size={48} />
        <span className="follow-row__text">
          <span className="follow-row__name">
            <bdi>{user.username}</bdi> <AdminBadge isAdmin={user.isAdmin} />
          </span>
          {user.fullName && <bdi className="follow-row__fullname">{user.fullName}</bdi>}
          {user.bio && (
            <span className="follow-row__bio" dir="auto">
              {user.bio}
            </span>
          )}
        </span>
        <span className="follow-row__posts">{t(messages.posts, { count: user.postsCount })}</span>
      </Link>
    </li>
  );
}

/**
 * /followers/{userId} and /following/{userId}: paged (infinite scroll); the filter is sent to the
 * server, so it searches the whole list, not only the people loaded so far.
 */
export function FollowListPage({ side }: { side: Side }) {
  const { formatMessage: t } = useIntl();
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const texts = TEXTS[side];
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const filter = useDebounced(typed.trim(), FILTER_DELAY_MS);

  const query = side === 'followers' ? FollowersQuery : FollowingQuery;
  const variables = { id: userId, first: FOLLOW_PAGE_SIZE, after: null, filter: filter || null };
  const { data, previousData, loading, error, fetchMore } = useQuery(query, { variables, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  // The unfiltered list decides whether there is anything to search in.
  const unfiltered = useQuery(query, { variables: { ...variables, filter: null }, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const shown = data ?? previousData;
  const list = shown?.user?.list;
  const edges = list?.edges ?? [];
  const hasAnyone = (unfiltered.data?.user?.list.totalCount ?? 0) > 0;

  // Paged from the list of the filter now asked for, not the one still shown while it comes.
  const current = data?.user?.list.pageInfo;
  const cursor = current?.hasNextPage ? current.endCursor : null;
  const more = useLoadMoreOnScroll(cursor ? () => fetchMore({ variables: { after: cursor } }) : null, edges.length);

  let content: ReactNode;
  if (error && !shown) {
    content = (
      <p className="empty-state empty-state__title" role="alert">
        {t(texts.error)}
      </p>
    );
  } else if (!shown && loading) {
    content = <PeopleSkeleton rows={5} />;
  } else if (shown && !shown.user) {
    content = <p className="empty-state empty-state__title">{t(messages.notFound)}</p>;
  } else if (!hasAnyone && !filter) {
    content = (
      <div className="empty-state" data-testid="follow-list-empty">
        <p className="empty-state__title">{t(texts.empty)}</p>
      </div>
    );
  } else {
    content = (
      <>
        <p className="follow-list__count" role="status" data-testid="follow-list-count">
          {filter ? t(messages.results, { count: list?.totalCount ?? 0, filter }) : t(messages.people, { count: list?.totalCount ?? 0 })}
        </p>
        {edges.length === 0 ? (
          <p className="empty-state empty-state__text">{t(messages.noResults)}</p>
        ) : (
          <ul className="follow-list">
            {edges.map(({ node }) => (
              <FollowRow key={node.id} user={node} />
            ))}
          </ul>
        )}
        <LoadMoreButton more={more} />
      </>
    );
  }

  return (
    <AppLayout>
      <div className="page">
        <header className="page-header page-header--with-back">
          <TooltipGroup>
            <IconTooltip label={t(messages.back)}>
              <button type="button" className="icon-button page-header__back" aria-label={t(messages.back)} onClick={() => navigate(`/profile/${userId}`)}>
                <span aria-hidden="true">←</span>
              </button>
            </IconTooltip>
          </TooltipGroup>
          <h1 className="page-header__title">
            {t(texts.title)}
            {shown?.user ? (
              <span className="page-header__subtitle">
                {' '}
                · <bdi>{shown.user.username}</bdi>
              </span>
            ) : null}
          </h1>
        </header>
        {(hasAnyone || filter) && (
          <div className="follow-list__search">
            <label htmlFor={searchId} className="sr-only">
              {t(texts.search)}
            </label>
            <input
              id={searchId}
              className="input"
              type="search"
              placeholder={t(messages.searchPlaceholder)}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              data-testid="follow-list-search"
            />
          </div>
        )}
        {content}
      </div>
    </AppLayout>
  );
}
