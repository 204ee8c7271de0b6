import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { saveOfflineSnapshot } from '../apollo/offlineSnapshot';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { AppLayout } from '../components/AppLayout';
import { placeholderKeys } from '../components/Loading';
import { PostCard, preloadPostDialogs } from '../components/PostCard';
import { PostSkeleton } from '../components/PostSkeleton';
import { SuggestedPeople } from '../components/SuggestedPeople';
import { preloadStoryDialogs, StoriesRow } from '../components/stories/StoriesRow';
import { LoadMoreButton } from '../components/LoadMoreButton';
import { useLoadMoreOnScroll } from '../components/useLoadMoreOnScroll';
import { useToggleLike } from '../components/useToggleLike';
import { PendingPosts } from '../outbox/PendingPosts';
import { graphql } from '../gql';
import { removePostFromCache } from '../lib/removePost';
import { useAfterFirstPaint } from '../lib/useAfterFirstPaint';
import { useOnFirstInteraction } from '../lib/useOnFirstInteraction';
import '../styles/posts.css';
import { FEED_PAGE_SIZE, FeedQuery, FIRST_FEED_PAGE } from './feedQuery';

const messages = defineMessages({
  loadingNew: { id: 'home.loadingNew', defaultMessage: 'Loading...' },
  newPosts: { id: 'home.newPosts', defaultMessage: 'New posts' },
  loading: { id: 'home.loading', defaultMessage: 'Loading posts' },
  loadFailed: { id: 'home.loadFailed', defaultMessage: 'Failed to load posts.' },
  tryAgain: { id: 'home.tryAgain', defaultMessage: 'Try again' },
  emptyTitle: { id: 'home.emptyTitle', defaultMessage: 'No posts to show yet.' },
  emptyText: { id: 'home.emptyText', defaultMessage: 'Follow some users to see their posts here.' },
  title: { id: 'home.title', defaultMessage: 'Home feed' },
});

const SUGGESTIONS_ON_EMPTY_FEED = 30;

/** The server refuses a postChanged subscription with more ids (schema.graphql): past ten pages of the feed, counts show as loaded, not live. */
const WATCHED_POSTS_MAX = 200;

export const PostChangedSubscription = graphql(`
  subscription PostChanged($ids: [ID!]!) {
    postChanged(ids: $ids) {
      id
      likesCount
      commentsCount
      isLiked
      caption
      location
      editedAt
    }
  }
`);

export const FeedUpdatedSubscription = graphql(`
  subscription FeedUpdated {
    feedUpdated {
      newPost {
        id
      }
      removedPostId
    }
  }
`);

/**
 * New posts from followed people are announced, not inserted: the list under the reader's thumb
 * stays put until they tap the pill. Deleted and banned posts leave the list at once.
 */
function useFeedUpdates(shownIds: string[], live: boolean) {
  const client = useApolloClient();
  const [waiting, setWaiting] = useState<string[]>([]);
  const shown = useRef(new Set<string>());
  shown.current = new Set(shownIds);
  useSubscription(FeedUpdatedSubscription, {
    skip: !live,
    onData: ({ data: { data } }) => {
      const update = data?.feedUpdated;
      if (update?.removedPostId) {
        const removed = update.removedPostId;
        removePostFromCache(client.cache, removed);
        setWaiting((ids) => ids.filter((id) => id !== removed));
      }
      const added = update?.newPost?.id;
      if (added && !shown.current.has(added)) setWaiting((ids) => (ids.includes(added) ? ids : [...ids, added]));
    },
  });
  return { waiting: waiting.length, clear: () => setWaiting([]) };
}

function Feed() {
  const { formatMessage: t } = useIntl();
  const { data, loading, error, fetchMore, refetch } = useQuery(FeedQuery, {
    variables: FIRST_FEED_PAGE,
    notifyOnNetworkStatusChange: true,
  });
  const toggleLike = useToggleLike();
  const client = useApolloClient();

  // Kept for the installed app to open offline with (see offlineSnapshot.ts).
  useEffect(() => {
    if (data) saveOfflineSnapshot(client.cache);
  }, [data, client]);

  const edges = data?.feed.edges ?? [];
  const pageInfo = data?.feed.pageInfo;
  const idsKey = edges.map((edge) => edge.node.id).join(',');
  const ids = useMemo(() => (idsKey ? idsKey.split(',') : []), [idsKey]);

  // Live likes and comments counts for the posts on screen, and news of the feed, from once the
  // feed has painted (the socket is not needed to show it).
  const live = useAfterFirstPaint();
  const watched = useMemo(() => ids.slice(0, WATCHED_POSTS_MAX), [ids]);
  useSubscription(PostChangedSubscription, { variables: { ids: watched }, skip: !live || ids.length === 0 });
  const updates = useFeedUpdates(ids, live);
  const [showingNew, setShowingNew] = useState(false);

  async function showNewPosts() {
    setShowingNew(true);
    try {
      await refetch();
      updates.clear();
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch {
      // The pill stays, so the reader can try again.
    } finally {
      setShowingNew(false);
    }
  }

  // Over the top of the feed, under the stories row, and kept under the header as the feed scrolls.
  const pill =
    updates.waiting > 0 ? (
      <div className="new-posts-pill-anchor">
        <button type="button" className="new-posts-pill" onClick={showNewPosts} disabled={showingNew} data-testid="new-posts-pill">
          {t(showingNew ? messages.loadingNew : messages.newPosts)}
        </button>
      </div>
    ) : null;

  const cursor = pageInfo?.hasNextPage ? pageInfo.endCursor : null;
  const more = useLoadMoreOnScroll(cursor ? () => fetchMore({ variables: { first: FEED_PAGE_SIZE, after: cursor } }) : null, edges.length);

  if (loading && !data) {
    return (
      <div role="status" className="feed" aria-busy="true" aria-label={t(messages.loading)}>
        {placeholderKeys(3).map((key) => (
          <PostSkeleton key={key} />
        ))}
      </div>
    );
  }

  if (error && !data) {
    return (
      <div className="empty-state" role="alert">
        <p className="empty-state__title">{t(messages.loadFailed)}</p>
        <button type="button" className="button button--secondary" onClick={() => refetch().catch(() => undefined)}>
          {t(messages.tryAgain)}
        </button>
      </div>
    );
  }

  if (edges.length === 0) {
    return (
      <div className="empty-state" data-testid="feed-empty">
        {pill}
        <p className="empty-state__title">{t(messages.emptyTitle)}</p>
        <p className="empty-state__text">{t(messages.emptyText)}</p>
        <SuggestedPeople layout="list" first={SUGGESTIONS_ON_EMPTY_FEED} />
      </div>
    );
  }

  return (
    <div className="feed" data-testid="feed">
      {pill}
      {edges.map(({ node }, index) => (
        <PostCard key={node.id} post={node} onToggleLike={toggleLike} priority={index === 0} />
      ))}
      <LoadMoreButton more={more} />
    </div>
  );
}

function preloadFeedDialogs() {
  preloadPostDialogs();
  preloadStoryDialogs();
}

export function HomePage() {
  const { formatMessage: t } = useIntl();
  // The post and story dialogs' code, fetched ahead of a first tap on one of them.
  useOnFirstInteraction(preloadFeedDialogs);
  return (
    <AppLayout>
      <h1 className="sr-only">{t(messages.title)}</h1>
      <StoriesRow />
      <PendingPosts />
      <Feed />
    </AppLayout>
  );
}
