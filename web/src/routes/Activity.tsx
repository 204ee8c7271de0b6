import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { AppLayout } from '../components/AppLayout';
import { LoadMoreButton } from '../components/LoadMoreButton';
import { PeopleSkeleton } from '../components/Loading';
import { useLoadMoreOnScroll } from '../components/useLoadMoreOnScroll';
import { graphql } from '../gql';
import type { ActivityRowFragment } from '../gql/graphql';
import { errorMessage } from '../lib/errors';
import { useNow } from '../lib/useNow';
import { ActivityRow } from '../notifications/ActivityRow';
import { activitySection } from '../notifications/activityText';
import { useUnreadNotificationsCount } from '../notifications/NotificationsLive';
import { useMarkNotificationsRead } from '../notifications/useMarkNotificationsRead';
import { useAnswerRequest } from './FollowRequests';
import '../styles/activity.css';

const messages = defineMessages({
  loadFailed: { id: 'activityPage.loadFailed', defaultMessage: 'Failed to load your activity' },
  emptyTitle: { id: 'activityPage.emptyTitle', defaultMessage: 'Activity on your posts' },
  emptyText: { id: 'activityPage.emptyText', defaultMessage: 'When someone likes or comments on your posts, follows you or mentions you, you’ll see it here.' },
  today: { id: 'activityPage.today', defaultMessage: 'Today' },
  thisWeek: { id: 'activityPage.thisWeek', defaultMessage: 'This week' },
  earlier: { id: 'activityPage.earlier', defaultMessage: 'Earlier' },
  title: { id: 'activityPage.title', defaultMessage: 'Activity' },
});

const PAGE_SIZE = 20;

export const ActivityQuery = graphql(`
  query Activity($first: Int!, $after: String) {
    notifications(first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          ...ActivityRow
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

const SECTIONS = ['today', 'thisWeek', 'earlier'] as const;

/**
 * /activity: what people did with the viewer's posts, comments and account, newest first, in
 * sections Today, This week and Earlier. Opening it marks everything read; what comes while it is
 * open is loaded and marked read too, so the heart's dot stays off here.
 */
export function ActivityPage() {
  const { formatMessage: t } = useIntl();
  const { data, loading, error, fetchMore, refetch } = useQuery(ActivityQuery, {
    variables: { first: PAGE_SIZE, after: null },
    fetchPolicy: 'cache-and-network',
  });
  const unread = useUnreadNotificationsCount();
  const markRead = useMarkNotificationsRead();
  const { answer, busy } = useAnswerRequest();
  const now = useNow();
  const loaded = Boolean(data);
  const marked = useRef(false);

  useEffect(() => {
    if (!loaded || unread === 0) return;
    // The first mark reads what the page loaded; a later count is news that came while it was open.
    if (marked.current) void refetch();
    marked.current = true;
    void markRead();
  }, [loaded, unread, markRead, refetch]);

  const edges = data?.notifications.edges ?? [];
  const pageInfo = data?.notifications.pageInfo;
  const cursor = pageInfo?.hasNextPage ? pageInfo.endCursor : null;
  const more = useLoadMoreOnScroll(cursor ? () => fetchMore({ variables: { after: cursor } }) : null, edges.length);

  async function answerAndReload(person: { id: string; username: string }, how: 'approve' | 'decline') {
    await answer(person, how);
    await refetch();
  }

  let content: React.ReactNode;
  if (!data && loading) content = <PeopleSkeleton rows={6} />;
  else if (!data)
    content = (
      <p className="empty-state empty-state__title" role="alert">
        {errorMessage(error, t(messages.loadFailed))}
      </p>
    );
  else if (edges.length === 0)
    content = (
      <div className="empty-state" data-testid="activity-empty">
        <p className="empty-state__title">{t(messages.emptyTitle)}</p>
        <p className="empty-state__text">{t(messages.emptyText)}</p>
      </div>
    );
  else {
    const bySection = new Map<string, ActivityRowFragment[]>();
    for (const { node } of edges) {
      const section = activitySection(node.createdAt, now);
      bySection.set(section, [...(bySection.get(section) ?? []), node]);
    }
    content = (
      <>
        {SECTIONS.filter((section) => bySection.has(section)).map((section) => (
          <section key={section} className="activity-section" aria-labelledby={`activity-${section}`}>
            <h2 id={`activity-${section}`} className="activity-section__title">
              {t(messages[section])}
            </h2>
            <ul className="activity-list">
              {bySection.get(section)!.map((entry) => (
                <ActivityRow key={entry.id} entry={entry} now={now} answer={answerAndReload} busy={busy === entry.actors[0]?.id} />
              ))}
            </ul>
          </section>
        ))}
        <LoadMoreButton more={more} />
      </>
    );
  }

  return (
    <AppLayout>
      <div className="page">
        <header className="page-header">
          <h1 className="page-header__title">{t(messages.title)}</h1>
        </header>
        {content}
      </div>
    </AppLayout>
  );
}
