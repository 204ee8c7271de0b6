import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useViewer } from '../auth/AuthProvider';
import { AppealForm } from '../components/AppealForm';
import { FileAppealMutation } from '../components/appealOperations';
import { AppLayout } from '../components/AppLayout';
import { isUpdatedSince, markReportsSeen, reportsSeenAt } from '../components/reportUpdates';
import { MyAppealsQuery, MyBannedPostsQuery, useMyReports } from '../components/useMyReports';
import type { MyAppealsQuery as MyAppealsData, MyBannedPostsQuery as MyBannedPostsData, MyReportsQuery as MyReportsData } from '../gql/graphql';
import { errorMessage } from '../lib/errors';
import { mediaAlt } from '../lib/mediaAlt';
import '../styles/admin.css';
import '../styles/people.css';

const STATUS_LABEL = { pending: 'Pending', reviewed: 'Reviewed', resolved: 'Resolved' } as const;
const SANCTION_LABEL = { timeout: 'Timeout', ban: 'Ban', post_ban: 'Banned post' } as const;
const APPEAL_LABEL = { open: 'Waiting for a moderator', upheld: 'Upheld', overturned: 'Overturned' } as const;

type MyReport = MyReportsData['myReports'][number];
type MyAppeal = MyAppealsData['myAppeals'][number];

const when = (at: string) => new Date(at).toLocaleString();

/** What a report named, in words, with a link where the thing can still be seen. */
function TargetLine({ target }: { target: MyReport['target'] }) {
  if (!target) return <span>A problem (no one named)</span>;
  const who = target.username ? <bdi>{target.username}</bdi> : 'someone';
  switch (target.type) {
    case 'user':
      return (
        <span>
          The account <Link to={`/profile/${target.id}`}>{who}</Link>
        </span>
      );
    case 'post':
      return (
        <span>
          A <Link to={`/post/${target.id}`}>post</Link> by {who}
        </span>
      );
    case 'comment':
      return (
        <span>
          A comment by {who} on <Link to={`/post/${target.parentId}`}>a post</Link>
        </span>
      );
    case 'message':
      return (
        <span>
          A message from {who} in <Link to={`/messages/${target.parentId}`}>your conversation</Link>
        </span>
      );
    case 'story':
      return <span>A story by {who}</span>;
  }
}

function ReportItem({ report, updated }: { report: MyReport; updated: boolean }) {
  return (
    <li className="admin-card" aria-label={`Report of ${when(report.createdAt)}`}>
      <header className="admin-card__header">
        <span className={`status-pill status-pill--${report.status}`}>{STATUS_LABEL[report.status]}</span>
        {updated && <span className="badge badge--update">Updated</span>}
      </header>
      <p className="admin-card__text">
        <TargetLine target={report.target} />
      </p>
      <ol className="status-history" aria-label="Status history">
        {report.statusHistory.map((change) => (
          <li key={`${change.status}-${change.at}`}>
            {change.status === 'pending' ? 'Submitted' : `Marked ${STATUS_LABEL[change.status].toLowerCase()}`} ·{' '}
            <time dateTime={change.at}>{when(change.at)}</time>
          </li>
        ))}
      </ol>
    </li>
  );
}

function AppealItem({ appeal }: { appeal: MyAppeal }) {
  return (
    <li className="admin-card" aria-label={`Appeal of ${when(appeal.createdAt)}`}>
      <header className="admin-card__header">
        <strong>{SANCTION_LABEL[appeal.sanction]}</strong>
        <span className={`status-pill status-pill--appeal-${appeal.status}`}>{APPEAL_LABEL[appeal.status]}</span>
      </header>
      {appeal.sanctionReason && <p className="admin-muted">Reason given: {appeal.sanctionReason}</p>}
      <p className="admin-card__text" dir="auto">
        {appeal.text}
      </p>
      {appeal.decision && (
        <p className="admin-card__text" data-testid="appeal-decision">
          <strong>{appeal.decision === 'overturned' ? 'Overturned: the sanction was lifted.' : 'Upheld: the sanction stays.'}</strong>{' '}
          <span dir="auto">{appeal.reason}</span>
        </p>
      )}
    </li>
  );
}

type BannedPost = MyBannedPostsData['myBannedPosts'][number];

/** One of the viewer's banned posts (only they and admins see it), with a way to appeal its ban once. */
function BannedPostItem({ banned, appealed, send }: { banned: BannedPost; appealed: boolean; send: (text: string, postId: string) => Promise<void> }) {
  return (
    <li className="admin-card admin-card--row" aria-label={`Banned post of ${when(banned.bannedAt)}`}>
      <img
        className="banned-post__thumb"
        src={banned.post.posterUrl ?? banned.post.mediaUrl}
        alt={mediaAlt(banned.post.media[0] ?? { alt: '', type: banned.post.mediaType }, banned.post.user.username)}
      />
      <div>
        <p className="admin-card__text" dir="auto">
          {banned.post.caption || <em className="admin-muted">No caption</em>}
        </p>
        <p className="admin-muted">
          Banned <time dateTime={banned.bannedAt}>{when(banned.bannedAt)}</time>: <span dir="auto">{banned.reason || 'No reason given'}</span>
        </p>
        {appealed ? (
          <p className="admin-muted">You appealed this ban.</p>
        ) : (
          <AppealForm label="Why should this post come back?" send={(text) => send(text, banned.post.id)} />
        )}
      </div>
    </li>
  );
}

/** /reports: the viewer's reports with their statuses (changes since the last visit marked), their appeals, and a way to appeal. */
export function ReportsPage() {
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
      throw new Error(errorMessage(error, 'Failed to send the appeal. Please try again.'));
    }
  }

  return (
    <AppLayout>
      <div className="page reports-page">
        <header className="page-header">
          <h1 className="page-header__title">Your reports</h1>
        </header>
        <section aria-labelledby="my-reports">
          <h2 id="my-reports" className="more__heading">
            Reports
          </h2>
          {reports.loading && !reports.data ? (
            <p className="admin-muted">Loading your reports…</p>
          ) : reports.error && !reports.data ? (
            <p className="field__error">Failed to load your reports.</p>
          ) : list.length === 0 ? (
            <p className="admin-muted">You have not reported anything. Use the ••• menu on a post, comment, message, story or profile.</p>
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
            Appeals
          </h2>
          {(appeals.data?.myAppeals ?? []).length > 0 && (
            <ul className="admin-list" data-testid="my-appeals">
              {appeals.data?.myAppeals.map((a) => (
                <AppealItem key={a.id} appeal={a} />
              ))}
            </ul>
          )}
          <p className="admin-muted">Timed out or banned? Tell a moderator why the decision should change. You can appeal each timeout or ban once.</p>
          <AppealForm send={appeal} />
        </section>
        {(bannedPosts.data?.myBannedPosts ?? []).length > 0 && (
          <section aria-labelledby="my-banned-posts">
            <h2 id="my-banned-posts" className="more__heading">
              Your banned posts
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
