import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useViewer } from '../auth/AuthProvider';
import { AppealForm } from '../components/AppealForm';
import { FileAppealMutation } from '../components/appealOperations';
import { AppLayout } from '../components/AppLayout';
import { isUpdatedSince, markReportsSeen, reportsSeenAt } from '../components/reportUpdates';
import { MyAppealsQuery, MyBannedPostsQuery, useMyReports } from '../components/useMyReports';
import { defineMessages } from '../i18n/defineMessages';
import type { MyAppealsQuery as MyAppealsData, MyBannedPostsQuery as MyBannedPostsData, MyReportsQuery as MyReportsData } from '../gql/graphql';
import { errorMessage } from '../lib/errors';
import { useMediaAlt } from '../lib/mediaAlt';
import '../styles/admin.css';
import '../styles/people.css';

const messages = defineMessages({
  pending: { id: 'reports.pending', defaultMessage: 'Pending' },
  reviewed: { id: 'reports.reviewed', defaultMessage: 'Reviewed' },
  resolved: { id: 'reports.resolved', defaultMessage: 'Resolved' },
  timeout: { id: 'reports.timeout', defaultMessage: 'Timeout' },
  ban: { id: 'reports.ban', defaultMessage: 'Ban' },
  postBan: { id: 'reports.postBan', defaultMessage: 'Banned post' },
  appealOpen: { id: 'reports.appealOpen', defaultMessage: 'Waiting for a moderator' },
  appealUpheld: { id: 'reports.appealUpheld', defaultMessage: 'Upheld' },
  appealOverturned: { id: 'reports.appealOverturned', defaultMessage: 'Overturned' },
  noOneNamed: { id: 'reports.noOneNamed', defaultMessage: 'A problem (no one named)' },
  someone: { id: 'reports.someone', defaultMessage: 'someone' },
  targetUser: { id: 'reports.targetUser', defaultMessage: 'The account <link>{who}</link>' },
  targetPost: { id: 'reports.targetPost', defaultMessage: 'A <link>post</link> by {who}' },
  targetComment: { id: 'reports.targetComment', defaultMessage: 'A comment by {who} on <link>a post</link>' },
  targetMessage: { id: 'reports.targetMessage', defaultMessage: 'A message from {who} in <link>your conversation</link>' },
  targetStory: { id: 'reports.targetStory', defaultMessage: 'A story by {who}' },
  reportOf: { id: 'reports.reportOf', defaultMessage: 'Report of {date}' },
  updated: { id: 'reports.updated', defaultMessage: 'Updated' },
  statusHistory: { id: 'reports.statusHistory', defaultMessage: 'Status history' },
  change: {
    id: 'reports.change',
    defaultMessage: '{status, select, reviewed {Marked reviewed} resolved {Marked resolved} other {Submitted}} · <time></time>',
  },
  appealOf: { id: 'reports.appealOf', defaultMessage: 'Appeal of {date}' },
  reasonGiven: { id: 'reports.reasonGiven', defaultMessage: 'Reason given: {reason}' },
  overturned: { id: 'reports.overturned', defaultMessage: 'Overturned: the sanction was lifted.' },
  upheld: { id: 'reports.upheld', defaultMessage: 'Upheld: the sanction stays.' },
  bannedPostOf: { id: 'reports.bannedPostOf', defaultMessage: 'Banned post of {date}' },
  noCaption: { id: 'reports.noCaption', defaultMessage: 'No caption' },
  bannedOn: { id: 'reports.bannedOn', defaultMessage: 'Banned <time></time>: <reason></reason>' },
  noReason: { id: 'reports.noReason', defaultMessage: 'No reason given' },
  appealed: { id: 'reports.appealed', defaultMessage: 'You appealed this ban.' },
  postAppealLabel: { id: 'reports.postAppealLabel', defaultMessage: 'Why should this post come back?' },
  appealFailed: { id: 'reports.appealFailed', defaultMessage: 'Failed to send the appeal. Please try again.' },
  title: { id: 'reports.title', defaultMessage: 'Your reports' },
  reports: { id: 'reports.reports', defaultMessage: 'Reports' },
  loading: { id: 'reports.loading', defaultMessage: 'Loading your reports…' },
  loadFailed: { id: 'reports.loadFailed', defaultMessage: 'Failed to load your reports.' },
  none: { id: 'reports.none', defaultMessage: 'You have not reported anything. Use the ••• menu on a post, comment, message, story or profile.' },
  appeals: { id: 'reports.appeals', defaultMessage: 'Appeals' },
  appealHint: {
    id: 'reports.appealHint',
    defaultMessage: 'Timed out or banned? Tell a moderator why the decision should change. You can appeal each timeout or ban once.',
  },
  bannedPosts: { id: 'reports.bannedPosts', defaultMessage: 'Your banned posts' },
});

const STATUS_LABEL = { pending: messages.pending, reviewed: messages.reviewed, resolved: messages.resolved } as const;
const SANCTION_LABEL = { timeout: messages.timeout, ban: messages.ban, post_ban: messages.postBan } as const;
const APPEAL_LABEL = { open: messages.appealOpen, upheld: messages.appealUpheld, overturned: messages.appealOverturned } as const;

/** A moment as the person's language writes a date and a time. */
function useWhen() {
  const { formatDate } = useIntl();
  return (at: string) => formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });
}

type MyReport = MyReportsData['myReports'][number];
type MyAppeal = MyAppealsData['myAppeals'][number];

/** What a report named, in words, with a link where the thing can still be seen. */
function TargetLine({ target }: { target: MyReport['target'] }) {
  const { formatMessage: t } = useIntl();
  if (!target) return <span>{t(messages.noOneNamed)}</span>;
  const who = target.username ? <bdi key="who">{target.username}</bdi> : t(messages.someone);
  const linkTo = (path: string) => (words: React.ReactNode[]) => (
    <Link key="link" to={path}>
      {words}
    </Link>
  );
  switch (target.type) {
    case 'user':
      return <span>{t(messages.targetUser, { who, link: linkTo(`/profile/${target.id}`) })}</span>;
    case 'post':
      return <span>{t(messages.targetPost, { who, link: linkTo(`/post/${target.id}`) })}</span>;
    case 'comment':
      return <span>{t(messages.targetComment, { who, link: linkTo(`/post/${target.parentId}`) })}</span>;
    case 'message':
      return <span>{t(messages.targetMessage, { who, link: linkTo(`/messages/${target.parentId}`) })}</span>;
    case 'story':
      return <span>{t(messages.targetStory, { who })}</span>;
  }
}

function ReportItem({ report, updated }: { report: MyReport; updated: boolean }) {
  const { formatMessage: t } = useIntl();
  const when = useWhen();
  return (
    <li className="admin-card" aria-label={t(messages.reportOf, { date: when(report.createdAt) })}>
      <header className="admin-card__header">
        <span className={`status-pill status-pill--${report.status}`}>{t(STATUS_LABEL[report.status])}</span>
        {updated && <span className="badge badge--update">{t(messages.updated)}</span>}
      </header>
      <p className="admin-card__text">
        <TargetLine target={report.target} />
      </p>
      <ol className="status-history" aria-label={t(messages.statusHistory)}>
        {report.statusHistory.map((change) => (
          <li key={`${change.status}-${change.at}`}>
            {t(messages.change, {
              status: change.status,
              time: () => (
                <time key="time" dateTime={change.at}>
                  {when(change.at)}
                </time>
              ),
            })}
          </li>
        ))}
      </ol>
    </li>
  );
}

function AppealItem({ appeal }: { appeal: MyAppeal }) {
  const { formatMessage: t } = useIntl();
  const when = useWhen();
  return (
    <li className="admin-card" aria-label={t(messages.appealOf, { date: when(appeal.createdAt) })}>
      <header className="admin-card__header">
        <strong>{t(SANCTION_LABEL[appeal.sanction])}</strong>
        <span className={`status-pill status-pill--appeal-${appeal.status}`}>{t(APPEAL_LABEL[appeal.status])}</span>
      </header>
      {appeal.sanctionReason && <p className="admin-muted">{t(messages.reasonGiven, { reason: appeal.sanctionReason })}</p>}
      <p className="admin-card__text" dir="auto">
        {appeal.text}
      </p>
      {appeal.decision && (
        <p className="admin-card__text" data-testid="appeal-decision">
          <strong>{t(appeal.decision === 'overturned' ? messages.overturned : messages.upheld)}</strong> <span dir="auto">{appeal.reason}</span>
        </p>
      )}
    </li>
  );
}

type BannedPost = MyBannedPostsData['myBannedPosts'][number];

/** One of the viewer's banned posts (only they and admins see it), with a way to appeal its ban once. */
function BannedPostItem({ banned, appealed, send }: { banned: BannedPost; appealed: boolean; send: (text: string, postId: string) => Promise<void> }) {
  const { formatMessage: t } = useIntl();
  const when = useWhen();
  const mediaAlt = useMediaAlt();
  return (
    <li className="admin-card admin-card--row" aria-label={t(messages.bannedPostOf, { date: when(banned.bannedAt) })}>
      <img
        className="banned-post__thumb"
        src={banned.post.posterUrl ?? banned.post.mediaUrl}
        alt={mediaAlt(banned.post.media[0] ?? { alt: '', type: banned.post.mediaType }, banned.post.user.username)}
      />
      <div>
        <p className="admin-card__text" dir="auto">
          {banned.post.caption || <em className="admin-muted">{t(messages.noCaption)}</em>}
        </p>
        <p className="admin-muted">
          {t(messages.bannedOn, {
            time: () => (
              <time key="time" dateTime={banned.bannedAt}>
                {when(banned.bannedAt)}
              </time>
            ),
            reason: () => (
              <span key="reason" dir="auto">
                {banned.reason || t(messages.noReason)}
              </span>
            ),
          })}
        </p>
        {appealed ? (
          <p className="admin-muted">{t(messages.appealed)}</p>
        ) : (
          <AppealForm label={t(messages.postAppealLabel)} send={(text) => send(text, banned.post.id)} />
        )}
      </div>
    </li>
  );
}

/** /reports: the viewer's reports with their statuses (changes since the last visit marked), their appeals, and a way to appeal. */
export function ReportsPage() {
  const { formatMessage: t } = useIntl();
  const viewer = useViewer();
  const reports = useMyReports();
  const appeals = useQuery(MyAppealsQuery, { fetchPolicy: 'cache-and-network' });
  const bannedPosts = useQuery(MyBannedPostsQuery, { fetchPolicy: 'cache-and-network' });
  const [fileAppeal] = useMutation(FileAppealMutation, { refetchQueries: [MyAppealsQuery], awaitRefetchQueries: true });
  const appealedPosts = new Set((appeals.data?.myAppeals ?? []).flatMap((a) => (a.postId ? [a.postId] : [])));
  // What counted as an update when the page opened stays marked while it is open.
  const [seenAt] = useState(() => (viewer ? reportsSeenAt(viewer.id) : ''));
  const list = reports.data?.myReports ?? [];

  useEffect(() => {
    if (viewer && reports.data) markReportsSeen(viewer.id, new Date().toISOString());
  }, [viewer, reports.data]);

  async function appeal(text: string, postId?: string) {
    try {
      await fileAppeal({ variables: { input: { text, postId } } });
    } catch (error) {
      throw new Error(errorMessage(error, t(messages.appealFailed)));
    }
  }

  return (
    <AppLayout>
      <div className="page reports-page">
        <header className="page-header">
          <h1 className="page-header__title">{t(messages.title)}</h1>
        </header>
        <section aria-labelledby="my-reports">
          <h2 id="my-reports" className="more__heading">
            {t(messages.reports)}
          </h2>
          {reports.loading && !reports.data ? (
            <p className="admin-muted">{t(messages.loading)}</p>
          ) : reports.error && !reports.data ? (
            <p className="field__error">{t(messages.loadFailed)}</p>
          ) : list.length === 0 ? (
            <p className="admin-muted">{t(messages.none)}</p>
          ) : (
            <ul className="admin-list" data-testid="my-reports">
              {list.map((report) => (
                <ReportItem key={report.id} report={report} updated={isUpdatedSince(report, seenAt)} />
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="my-appeals">
          <h2 id="my-appeals" className="more__heading">
            {t(messages.appeals)}
          </h2>
          {(appeals.data?.myAppeals ?? []).length > 0 && (
            <ul className="admin-list" data-testid="my-appeals">
              {appeals.data?.myAppeals.map((a) => (
                <AppealItem key={a.id} appeal={a} />
              ))}
            </ul>
          )}
          <p className="admin-muted">{t(messages.appealHint)}</p>
          <AppealForm send={appeal} />
        </section>
        {(bannedPosts.data?.myBannedPosts ?? []).length > 0 && (
          <section aria-labelledby="my-banned-posts">
            <h2 id="my-banned-posts" className="more__heading">
              {t(messages.bannedPosts)}
            </h2>
            <ul className="admin-list">
              {bannedPosts.data?.myBannedPosts.map((b) => (
                <BannedPostItem key={b.post.id} banned={b} appealed={appealedPosts.has(b.post.id)} send={appeal} />
              ))}
            </ul>
          </section>
        )}
      </div>
    </AppLayout>
  );
}
