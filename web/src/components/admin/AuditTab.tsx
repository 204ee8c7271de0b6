import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { HistoryFieldsFragment } from '../../gql/graphql';

export const HistoryFields = graphql(`
  fragment HistoryFields on HistoryEntry {
    id
    action
    targetType
    targetId
    targetUser {
      id
      username
      deleted
    }
    actor {
      id
      username
      deleted
    }
    admin {
      id
      username
    }
    reason
    detail
    at
  }
`);

const AuditLogQuery = graphql(`
  query AuditLog($adminId: ID, $targetId: ID, $action: String) {
    auditLog(adminId: $adminId, targetId: $targetId, action: $action, first: 200) {
      ...HistoryFields
    }
    adminUsers {
      id
      username
      isAdmin
    }
  }
`);

const TimelineQuery = graphql(`
  query Timeline($targetId: ID!) {
    timeline(targetId: $targetId) {
      ...HistoryFields
    }
  }
`);

const messages = defineMessages({
  accountCreated: { id: 'audit.accountCreated', defaultMessage: 'Account created' },
  accountDeleted: { id: 'audit.accountDeleted', defaultMessage: 'Account deleted' },
  postCreated: { id: 'audit.postCreated', defaultMessage: 'Post created' },
  reportSubmitted: { id: 'audit.reportSubmitted', defaultMessage: 'Report submitted' },
  reported: { id: 'audit.reported', defaultMessage: 'Reported' },
  reportStatusChanged: { id: 'audit.reportStatusChanged', defaultMessage: 'Report status changed' },
  timedOut: { id: 'audit.timedOut', defaultMessage: 'Timed out' },
  banned: { id: 'audit.banned', defaultMessage: 'Banned' },
  unbanned: { id: 'audit.unbanned', defaultMessage: 'Unbanned' },
  timeoutLifted: { id: 'audit.timeoutLifted', defaultMessage: 'Timeout lifted' },
  appealFiled: { id: 'audit.appealFiled', defaultMessage: 'Appeal filed' },
  appealDecided: { id: 'audit.appealDecided', defaultMessage: 'Appeal decided' },
  ipBanned: { id: 'audit.ipBanned', defaultMessage: 'IP banned' },
  ipUnbanned: { id: 'audit.ipUnbanned', defaultMessage: 'IP unbanned' },
  postBanned: { id: 'audit.postBanned', defaultMessage: 'Post banned' },
  postUnbanned: { id: 'audit.postUnbanned', defaultMessage: 'Post unbanned' },
  postDeleted: { id: 'audit.postDeleted', defaultMessage: 'Post deleted' },
  commentDeleted: { id: 'audit.commentDeleted', defaultMessage: 'Comment deleted' },
  system: { id: 'audit.system', defaultMessage: 'System' },
  until: { id: 'audit.until', defaultMessage: 'until {date}' },
  inReport: { id: 'audit.inReport', defaultMessage: 'in report #{id}' },
  byOverturnedAppeal: { id: 'audit.byOverturnedAppeal', defaultMessage: 'by an overturned appeal' },
  timelineOf: { id: 'audit.timelineOf', defaultMessage: 'Timeline of {target}' },
  close: { id: 'audit.close', defaultMessage: 'Close' },
  loadingTimeline: { id: 'audit.loadingTimeline', defaultMessage: 'Loading…' },
  filterAdmin: { id: 'audit.filterAdmin', defaultMessage: 'Filter by admin' },
  allAdmins: { id: 'audit.allAdmins', defaultMessage: 'All admins' },
  filterAction: { id: 'audit.filterAction', defaultMessage: 'Filter by action' },
  allActions: { id: 'audit.allActions', defaultMessage: 'All actions' },
  filterTarget: { id: 'audit.filterTarget', defaultMessage: 'Filter by target id' },
  targetPlaceholder: { id: 'audit.targetPlaceholder', defaultMessage: 'Target id (user, post, report or IP)' },
  loading: { id: 'audit.loading', defaultMessage: 'Loading the audit log…' },
  loadFailed: { id: 'audit.loadFailed', defaultMessage: 'Failed to load the audit log.' },
  none: { id: 'audit.none', defaultMessage: 'No actions match.' },
  listLabel: { id: 'audit.listLabel', defaultMessage: 'Audit log' },
});

/** Each action's name. */
export const ACTION_LABELS: Record<string, MessageDescriptor> = {
  account_created: messages.accountCreated,
  account_deleted: messages.accountDeleted,
  post_created: messages.postCreated,
  report_submitted: messages.reportSubmitted,
  reported: messages.reported,
  report_status_changed: messages.reportStatusChanged,
  timed_out: messages.timedOut,
  banned: messages.banned,
  unbanned: messages.unbanned,
  timeout_lifted: messages.timeoutLifted,
  appeal_filed: messages.appealFiled,
  appeal_decided: messages.appealDecided,
  ip_banned: messages.ipBanned,
  ip_unbanned: messages.ipUnbanned,
  post_banned: messages.postBanned,
  post_unbanned: messages.postUnbanned,
  post_deleted: messages.postDeleted,
  comment_deleted: messages.commentDeleted,
};
const ADMIN_ACTIONS = [
  'timed_out',
  'banned',
  'unbanned',
  'timeout_lifted',
  'appeal_decided',
  'ip_banned',
  'ip_unbanned',
  'report_status_changed',
  'post_banned',
  'post_unbanned',
  'post_deleted',
];

type Entry = HistoryFieldsFragment;

/** A moment as toLocaleString() wrote it, in the app's language. */
const WHEN = { dateStyle: 'short', timeStyle: 'medium' } as const;

const targetName = (e: Entry) => (e.targetUser ? e.targetUser.username : `${e.targetType} ${e.targetType === 'ip' ? e.targetId : e.targetId.slice(-8)}`);

/** What an entry's detail means for its action: when a timeout ends, which report named the user. */
function detailOf(entry: Entry, intl: IntlShape): string | null {
  if (!entry.detail) return null;
  if (entry.action === 'timed_out') return intl.formatMessage(messages.until, { date: intl.formatDate(entry.detail, WHEN) });
  if (entry.action === 'reported') return intl.formatMessage(messages.inReport, { id: entry.detail.slice(-8) });
  if (entry.action === 'report_status_changed') return entry.detail;
  // '{decision|sanction} {appealId}', and the appeal an overturning lifted a sanction by.
  if (entry.action === 'appeal_decided' || entry.action === 'appeal_filed') return entry.detail.split(' ')[0].replace('_', ' ');
  if (entry.action === 'unbanned' || entry.action === 'timeout_lifted') return intl.formatMessage(messages.byOverturnedAppeal);
  return null;
}

function EntryLine({ entry, onOpen }: { entry: Entry; onOpen?: (entry: Entry) => void }) {
  const intl = useIntl();
  const who = entry.admin?.username ?? entry.actor?.username ?? intl.formatMessage(messages.system);
  const detail = detailOf(entry, intl);
  const label = ACTION_LABELS[entry.action];
  return (
    <li className="audit-entry">
      <time dateTime={entry.at}>{intl.formatDate(entry.at, WHEN)}</time>
      <span>
        <strong>{who}</strong> · {label ? intl.formatMessage(label) : entry.action}{' '}
        {onOpen ? (
          <button type="button" className="link-button" onClick={() => onOpen(entry)}>
            {targetName(entry)}
          </button>
        ) : (
          targetName(entry)
        )}
      </span>
      {(entry.reason || detail) && (
        <span className="admin-muted" dir="auto">
          {[entry.reason, detail].filter(Boolean).join(' · ')}
        </span>
      )}
    </li>
  );
}

function Timeline({ entry, onClose }: { entry: Entry; onClose: () => void }) {
  const { formatMessage: t } = useIntl();
  const { data, loading } = useQuery(TimelineQuery, { variables: { targetId: entry.targetId }, fetchPolicy: 'network-only' });
  return (
    <section className="admin-card" aria-label={t(messages.timelineOf, { target: targetName(entry) })}>
      <header className="admin-card__header">
        <h3 className="admin-card__title">{t(messages.timelineOf, { target: targetName(entry) })}</h3>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t(messages.close)}
        </button>
      </header>
      {loading && <p className="admin-muted">{t(messages.loadingTimeline)}</p>}
      <ol className="audit-list">
        {data?.timeline.map((e) => (
          <EntryLine key={e.id} entry={e} />
        ))}
      </ol>
    </section>
  );
}

/** Every administrator's action, newest first, filterable; a target opens its whole history. */
export function AuditTab() {
  const { formatMessage: t } = useIntl();
  const [adminId, setAdminId] = useState('');
  const [action, setAction] = useState('');
  const [target, setTarget] = useState('');
  const [open, setOpen] = useState<Entry | null>(null);
  const { data, loading, error } = useQuery(AuditLogQuery, {
    variables: { adminId: adminId || null, action: action || null, targetId: target.trim() || null },
    fetchPolicy: 'cache-and-network',
  });
  const admins = data?.adminUsers.filter((u) => u.isAdmin) ?? [];

  return (
    <div className="admin-list">
      <div className="audit-filters">
        <select className="select admin-select" aria-label={t(messages.filterAdmin)} value={adminId} onChange={(e) => setAdminId(e.target.value)}>
          <option value="">{t(messages.allAdmins)}</option>
          {admins.map((a) => (
            <option key={a.id} value={a.id}>
              {a.username}
            </option>
          ))}
        </select>
        <select className="select admin-select" aria-label={t(messages.filterAction)} value={action} onChange={(e) => setAction(e.target.value)}>
          <option value="">{t(messages.allActions)}</option>
          {ADMIN_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {t(ACTION_LABELS[a])}
            </option>
          ))}
        </select>
        <input
          className="input"
          aria-label={t(messages.filterTarget)}
          placeholder={t(messages.targetPlaceholder)}
          value={target}
          onChange={(e) => setTarget(e.target.value)}
        />
      </div>
      {open && <Timeline entry={open} onClose={() => setOpen(null)} />}
      {loading && !data && <p className="admin-muted">{t(messages.loading)}</p>}
      {error && !data && <p className="field__error">{t(messages.loadFailed)}</p>}
      {data && data.auditLog.length === 0 && <p className="admin-muted">{t(messages.none)}</p>}
      <ol className="audit-list" aria-label={t(messages.listLabel)}>
        {data?.auditLog.map((e) => (
          <EntryLine key={e.id} entry={e} onOpen={setOpen} />
        ))}
      </ol>
    </div>
  );
}
