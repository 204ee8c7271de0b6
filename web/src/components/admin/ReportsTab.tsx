import { type MessageDescriptor, useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { ReportStatus, ReportsTabQuery } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { useMediaAlt } from '../../lib/mediaAlt';
import { fallbackTo, IMAGE_PLACEHOLDER } from '../Avatar';
import { useToast } from '../Toaster';
import { BanConfirmDialog } from './BanConfirmDialog';

const messages = defineMessages({
  pending: { id: 'adminReports.pending', defaultMessage: 'Pending' },
  reviewed: { id: 'adminReports.reviewed', defaultMessage: 'Reviewed' },
  resolved: { id: 'adminReports.resolved', defaultMessage: 'Resolved' },
  markPending: { id: 'adminReports.markPending', defaultMessage: 'Mark Pending' },
  markReviewed: { id: 'adminReports.markReviewed', defaultMessage: 'Mark Reviewed' },
  markResolved: { id: 'adminReports.markResolved', defaultMessage: 'Mark Resolved' },
  post: { id: 'adminReports.post', defaultMessage: 'Post' },
  comment: { id: 'adminReports.comment', defaultMessage: 'Comment' },
  message: { id: 'adminReports.message', defaultMessage: 'Message' },
  story: { id: 'adminReports.story', defaultMessage: 'Story' },
  account: { id: 'adminReports.account', defaultMessage: 'Account' },
  asReported: { id: 'adminReports.asReported', defaultMessage: '{what} by <name></name>, as it was when reported' },
  someone: { id: 'adminReports.someone', defaultMessage: 'someone' },
  open: { id: 'adminReports.open', defaultMessage: 'open' },
  statusFailed: { id: 'adminReports.statusFailed', defaultMessage: 'Failed to update report status.' },
  noUser: { id: 'adminReports.noUser', defaultMessage: 'No user was reported in this report.' },
  bannedDone: { id: 'adminReports.bannedDone', defaultMessage: 'User banned successfully!' },
  timedOutDone: { id: 'adminReports.timedOutDone', defaultMessage: '{username} is timed out.' },
  failed: { id: 'adminReports.failed', defaultMessage: 'Failed to perform action.' },
  reportLabel: { id: 'adminReports.reportLabel', defaultMessage: 'Report {id}' },
  from: { id: 'adminReports.from', defaultMessage: 'From' },
  reportedUser: { id: 'adminReports.reportedUser', defaultMessage: 'Reported user' },
  noneUser: { id: 'adminReports.noneUser', defaultMessage: 'None' },
  time: { id: 'adminReports.time', defaultMessage: 'Time' },
  removed: { id: 'adminReports.removed', defaultMessage: '(removed with the account)' },
  screenshot: { id: 'adminReports.screenshot', defaultMessage: 'Screenshot attached to the report' },
  duration: { id: 'adminReports.duration', defaultMessage: 'Timeout duration' },
  timeout: { id: 'adminReports.timeout', defaultMessage: 'Timeout' },
  ban: { id: 'adminReports.ban', defaultMessage: 'Ban' },
  adminCodeRequired: { id: 'adminReports.adminCodeRequired', defaultMessage: 'Admin code (required for an administrator)' },
  adminCode: { id: 'adminReports.adminCode', defaultMessage: 'Admin code' },
  loading: { id: 'adminReports.loading', defaultMessage: 'Loading reports…' },
  loadFailed: { id: 'adminReports.loadFailed', defaultMessage: 'Failed to load reports.' },
  none: { id: 'adminReports.none', defaultMessage: 'No reports.' },
});

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

/** The timeouts an admin may give: the server's code, and how long, which Intl names in the app's language ('5 minutes'). */
export const DURATIONS = [
  ['5m', 5, 'minute'],
  ['15m', 15, 'minute'],
  ['30m', 30, 'minute'],
  ['1h', 1, 'hour'],
  ['6h', 6, 'hour'],
  ['12h', 12, 'hour'],
  ['1d', 1, 'day'],
  ['3d', 3, 'day'],
  ['1w', 1, 'week'],
] as const;

const NEXT: Record<ReportStatus, ReportStatus[]> = { pending: ['reviewed', 'resolved'], reviewed: ['resolved'], resolved: [] };
const LABEL: Record<ReportStatus, MessageDescriptor> = { pending: messages.pending, reviewed: messages.reviewed, resolved: messages.resolved };
const MARK: Record<ReportStatus, MessageDescriptor> = { pending: messages.markPending, reviewed: messages.markReviewed, resolved: messages.markResolved };

type Report = ReportsTabQuery['reports'][number];

function ReportCard({ report }: { report: Report }) {
  const { formatMessage: t, formatDate, formatNumber } = useIntl();
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
      toast({ title: t(messages.statusFailed), variant: 'destructive' });
    }
  }

  async function act(action: 'ban' | 'timeout', reason?: string): Promise<boolean> {
    if (!target) {
      toast({ title: t(messages.noUser), variant: 'destructive' });
      return false;
    }
    try {
      await moderate({ variables: { input: { userId: target.id, action, duration, reason, adminCode: adminCode || null } } });
      toast({ title: action === 'ban' ? t(messages.bannedDone) : t(messages.timedOutDone, { username: target.username }) });
      return true;
    } catch (error) {
      toast({ title: errorMessage(error, t(messages.failed)), variant: 'destructive' });
      return false;
    }
  }

  function askToBan() {
    if (!target) toast({ title: t(messages.noUser), variant: 'destructive' });
    else setConfirmingBan(true);
  }

  return (
    <article className="admin-card" aria-label={t(messages.reportLabel, { id: report.shortId })}>
      <header className="admin-card__header">
        <code className="admin-card__id">#{report.shortId}</code>
        <span className={`status-pill status-pill--${report.status}`}>{t(LABEL[report.status])}</span>
      </header>
      <dl className="admin-card__facts">
        <dt>{t(messages.from)}</dt>
        <dd>
          <bdi>{report.reporter.username}</bdi>
        </dd>
        <dt>{t(messages.reportedUser)}</dt>
        <dd>{target ? <bdi>{target.username}</bdi> : t(messages.noneUser)}</dd>
        <dt>{t(messages.time)}</dt>
        <dd>
          <time dateTime={report.createdAt}>{formatDate(report.createdAt, { dateStyle: 'short', timeStyle: 'medium' })}</time>
        </dd>
      </dl>
      <p className="admin-card__text" dir="auto">
        {report.content || <em className="admin-muted">{t(messages.removed)}</em>}
      </p>
      {report.target && <ReportedContent content={report.target} />}
      {report.imageUrl && (
        <a href={report.imageUrl} target="_blank" rel="noreferrer" className="admin-card__shot">
          <img src={report.imageUrl} alt={t(messages.screenshot)} onError={fallbackTo(IMAGE_PLACEHOLDER)} />
        </a>
      )}
      <div className="admin-card__actions">
        {report.status === 'resolved' ? (
          <span className="admin-muted">{t(messages.resolved)}</span>
        ) : (
          NEXT[report.status].map((status) => (
            <button key={status} type="button" className="button button--secondary" disabled={statusState.loading} onClick={() => changeStatus(status)}>
              {t(MARK[status])}
            </button>
          ))
        )}
      </div>
      <div className="admin-card__actions">
        <label className="sr-only" htmlFor={`duration-${report.id}`}>
          {t(messages.duration)}
        </label>
        <select id={`duration-${report.id}`} className="select admin-select" value={duration} onChange={(e) => setDuration(e.target.value)}>
          {DURATIONS.map(([value, count, unit]) => (
            <option key={value} value={value}>
              {formatNumber(count, { style: 'unit', unit, unitDisplay: 'long' })}
            </option>
          ))}
        </select>
        <button type="button" className="button button--secondary" disabled={moderateState.loading} onClick={() => act('timeout')}>
          {t(messages.timeout)}
        </button>
        <button type="button" className="button button--danger" disabled={moderateState.loading} onClick={askToBan}>
          {t(messages.ban)}
        </button>
      </div>
      {target?.isAdmin && (
        <input
          className="input"
          type="password"
          placeholder={t(messages.adminCodeRequired)}
          aria-label={t(messages.adminCode)}
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

const CONTENT_NAMES = { post: messages.post, comment: messages.comment, message: messages.message, story: messages.story, user: messages.account } as const;

/** The reported post, comment, message or story as it was when reported (it may have changed or gone since). */
function ReportedContent({ content }: { content: NonNullable<Report['target']> }) {
  const { formatMessage: t } = useIntl();
  const mediaAlt = useMediaAlt();
  const where = content.type === 'post' ? `/post/${content.id}` : content.type === 'comment' && content.parentId ? `/post/${content.parentId}` : null;
  return (
    <figure className="reported-content" data-testid="reported-content">
      <figcaption className="admin-muted">
        {t(messages.asReported, { what: t(CONTENT_NAMES[content.type]), name: () => <bdi key="name">{content.author?.username ?? t(messages.someone)}</bdi> })}
        {where && (
          <>
            {' '}
            · <a href={where}>{t(messages.open)}</a>
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
          alt={mediaAlt({ alt: '', type: 'image' }, content.author?.username ?? t(messages.someone))}
          onError={fallbackTo(IMAGE_PLACEHOLDER)}
        />
      )}
    </figure>
  );
}

/** Every report, newest first, with its status and what to do about the reported user. */
export function ReportsTab() {
  const { formatMessage: t } = useIntl();
  const { data, loading, error } = useQuery(ReportsTabQueryDocument, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <p className="admin-muted">{t(messages.loading)}</p>;
  if (error && !data) return <p className="field__error">{t(messages.loadFailed)}</p>;
  const reports = data?.reports ?? [];
  if (reports.length === 0) return <p className="admin-muted">{t(messages.none)}</p>;
  return (
    <div className="admin-list">
      {reports.map((r) => (
        <ReportCard key={r.id} report={r} />
      ))}
    </div>
  );
}
