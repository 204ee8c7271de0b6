import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { ReportStatus, ReportsTabQuery } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { mediaAlt } from '../../lib/mediaAlt';
import { fallbackTo, IMAGE_PLACEHOLDER } from '../Avatar';
import { useToast } from '../Toaster';
import { BanConfirmDialog } from './BanConfirmDialog';

export const ReportsTabQueryDocument = graphql(`
  query ReportsTab {
    reports {
      id
      shortId
      content
      imageUrl
      status
      createdAt
      reporter {
        id
        username
        deleted
      }
      reportedUser {
        id
        username
        isAdmin
        deleted
      }
      target {
        type
        id
        parentId
        text
        mediaUrl
        author {
          id
          username
          deleted
        }
      }
    }
  }
`);

const SetReportStatusMutation = graphql(`
  mutation SetReportStatus($reportId: ID!, $status: ReportStatus!) {
    setReportStatus(reportId: $reportId, status: $status) {
      id
      status
    }
  }
`);

const ModerateUserMutation = graphql(`
  mutation ModerateUser($input: ModerateUserInput!) {
    moderateUser(input: $input) {
      id
      banned
      timedOutUntil
    }
  }
`);

export const DURATIONS = [
  ['5m', '5 minutes'],
  ['15m', '15 minutes'],
  ['30m', '30 minutes'],
  ['1h', '1 hour'],
  ['6h', '6 hours'],
  ['12h', '12 hours'],
  ['1d', '1 day'],
  ['3d', '3 days'],
  ['1w', '1 week'],
] as const;

const NEXT: Record<ReportStatus, ReportStatus[]> = { pending: ['reviewed', 'resolved'], reviewed: ['resolved'], resolved: [] };
const LABEL: Record<ReportStatus, string> = { pending: 'Pending', reviewed: 'Reviewed', resolved: 'Resolved' };

type Report = ReportsTabQuery['reports'][number];

function ReportCard({ report }: { report: Report }) {
  const toast = useToast();
  const [duration, setDuration] = useState('1h');
  const [confirmingBan, setConfirmingBan] = useState(false);
  const [adminCode, setAdminCode] = useState('');
  const [setStatus, statusState] = useMutation(SetReportStatusMutation);
  const [moderate, moderateState] = useMutation(ModerateUserMutation);
  const target = report.reportedUser;

  async function changeStatus(status: ReportStatus) {
    try {
      await setStatus({ variables: { reportId: report.id, status } });
    } catch {
      toast({ title: 'Failed to update report status.', variant: 'destructive' });
    }
  }

  async function act(action: 'ban' | 'timeout', reason?: string): Promise<boolean> {
    if (!target) {
      toast({ title: 'No user was reported in this report.', variant: 'destructive' });
      return false;
    }
    try {
      await moderate({ variables: { input: { userId: target.id, action, duration, reason, adminCode: adminCode || null } } });
      toast({ title: action === 'ban' ? 'User banned successfully!' : `${target.username} is timed out.` });
      return true;
    } catch (error) {
      toast({ title: errorMessage(error, 'Failed to perform action.'), variant: 'destructive' });
      return false;
    }
  }

  function askToBan() {
    if (!target) toast({ title: 'No user was reported in this report.', variant: 'destructive' });
    else setConfirmingBan(true);
  }

  return (
    <article className="admin-card" aria-label={`Report ${report.shortId}`}>
      <header className="admin-card__header">
        <code className="admin-card__id">#{report.shortId}</code>
        <span className={`status-pill status-pill--${report.status}`}>{LABEL[report.status]}</span>
      </header>
      <dl className="admin-card__facts">
        <dt>From</dt>
        <dd>
          <bdi>{report.reporter.username}</bdi>
        </dd>
        <dt>Reported user</dt>
        <dd>{target ? <bdi>{target.username}</bdi> : 'None'}</dd>
        <dt>Time</dt>
        <dd>
          <time dateTime={report.createdAt}>{new Date(report.createdAt).toLocaleString()}</time>
        </dd>
      </dl>
      <p className="admin-card__text" dir="auto">
        {report.content || <em className="admin-muted">(removed with the account)</em>}
      </p>
      {report.target && <ReportedContent content={report.target} />}
      {report.imageUrl && (
        <a href={report.imageUrl} target="_blank" rel="noreferrer" className="admin-card__shot">
          <img src={report.imageUrl} alt="Screenshot attached to the report" onError={fallbackTo(IMAGE_PLACEHOLDER)} />
        </a>
      )}
      <div className="admin-card__actions">
        {report.status === 'resolved' ? (
          <span className="admin-muted">Resolved</span>
        ) : (
          NEXT[report.status].map((status) => (
            <button key={status} type="button" className="button button--secondary" disabled={statusState.loading} onClick={() => changeStatus(status)}>
              Mark {LABEL[status]}
            </button>
          ))
        )}
      </div>
      <div className="admin-card__actions">
        <label className="sr-only" htmlFor={`duration-${report.id}`}>
          Timeout duration
        </label>
        <select id={`duration-${report.id}`} className="select admin-select" value={duration} onChange={(e) => setDuration(e.target.value)}>
          {DURATIONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <button type="button" className="button button--secondary" disabled={moderateState.loading} onClick={() => act('timeout')}>
          Timeout
        </button>
        <button type="button" className="button button--danger" disabled={moderateState.loading} onClick={askToBan}>
          Ban
        </button>
      </div>
      {target?.isAdmin && (
        <input
          className="input"
          type="password"
          placeholder="Admin code (required for an administrator)"
          aria-label="Admin code"
          value={adminCode}
          onChange={(e) => setAdminCode(e.target.value)}
        />
      )}
      {confirmingBan && target && (
        <BanConfirmDialog
          username={target.username}
          busy={moderateState.loading}
          onConfirm={(reason) => act('ban', reason)}
          onClose={() => setConfirmingBan(false)}
        />
      )}
    </article>
  );
}

const CONTENT_NAMES = { post: 'Post', comment: 'Comment', message: 'Message', story: 'Story', user: 'Account' } as const;

/** The reported post, comment, message or story as it was when reported (it may have changed or gone since). */
function ReportedContent({ content }: { content: NonNullable<Report['target']> }) {
  const where = content.type === 'post' ? `/post/${content.id}` : content.type === 'comment' && content.parentId ? `/post/${content.parentId}` : null;
  return (
    <figure className="reported-content" data-testid="reported-content">
      <figcaption className="admin-muted">
        {CONTENT_NAMES[content.type]} by <bdi>{content.author?.username ?? 'someone'}</bdi>, as it was when reported
        {where && (
          <>
            {' '}
            · <a href={where}>open</a>
          </>
        )}
      </figcaption>
      {content.text && (
        <blockquote className="reported-content__text" dir="auto">
          {content.text}
        </blockquote>
      )}
      {/* The snapshot keeps the media's address, not its alt text: it is named as a photo without one is. */}
      {content.mediaUrl && (
        <img
          className="reported-content__media"
          src={content.mediaUrl}
          alt={mediaAlt({ alt: '', type: 'image' }, content.author?.username ?? 'someone')}
          onError={fallbackTo(IMAGE_PLACEHOLDER)}
        />
      )}
    </figure>
  );
}

/** Every report, newest first, with its status and what to do about the reported user. */
export function ReportsTab() {
  const { data, loading, error } = useQuery(ReportsTabQueryDocument, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <p className="admin-muted">Loading reports…</p>;
  if (error && !data) return <p className="field__error">Failed to load reports.</p>;
  const reports = data?.reports ?? [];
  if (reports.length === 0) return <p className="admin-muted">No reports.</p>;
  return (
    <div className="admin-list">
      {reports.map((r) => (
        <ReportCard key={r.id} report={r} />
      ))}
    </div>
  );
}
