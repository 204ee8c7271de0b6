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

export const ACTION_LABELS: Record<string, string> = {
  account_created: 'Account created',
  account_deleted: 'Account deleted',
  post_created: 'Post created',
  report_submitted: 'Report submitted',
  reported: 'Reported',
  report_status_changed: 'Report status changed',
  timed_out: 'Timed out',
  banned: 'Banned',
  unbanned: 'Unbanned',
  timeout_lifted: 'Timeout lifted',
  appeal_filed: 'Appeal filed',
  appeal_decided: 'Appeal decided',
  ip_banned: 'IP banned',
  ip_unbanned: 'IP unbanned',
  post_banned: 'Post banned',
  post_unbanned: 'Post unbanned',
  post_deleted: 'Post deleted',
  comment_deleted: 'Comment deleted',
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

const targetName = (e: Entry) => (e.targetUser ? e.targetUser.username : `${e.targetType} ${e.targetType === 'ip' ? e.targetId : e.targetId.slice(-8)}`);

/** What an entry's detail means for its action: when a timeout ends, which report named the user. */
function detailOf(entry: Entry): string | null {
  if (!entry.detail) return null;
  if (entry.action === 'timed_out') return `until ${new Date(entry.detail).toLocaleString()}`;
  if (entry.action === 'reported') return `in report #${entry.detail.slice(-8)}`;
  if (entry.action === 'report_status_changed') return entry.detail;
  // '{decision|sanction} {appealId}', and the appeal an overturning lifted a sanction by.
  if (entry.action === 'appeal_decided' || entry.action === 'appeal_filed') return entry.detail.split(' ')[0].replace('_', ' ');
  if (entry.action === 'unbanned' || entry.action === 'timeout_lifted') return 'by an overturned appeal';
  return null;
}

function EntryLine({ entry, onOpen }: { entry: Entry; onOpen?: (entry: Entry) => void }) {
  const who = entry.admin?.username ?? entry.actor?.username ?? 'System';
  const detail = detailOf(entry);
  return (
    <li className="audit-entry">
      <time dateTime={entry.at}>{new Date(entry.at).toLocaleString()}</time>
      <span>
        <strong>{who}</strong> · {ACTION_LABELS[entry.action] ?? entry.action}{' '}
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
  const { data, loading } = useQuery(TimelineQuery, { variables: { targetId: entry.targetId }, fetchPolicy: 'network-only' });
  return (
    <section className="admin-card" aria-label={`Timeline of ${targetName(entry)}`}>
      <header className="admin-card__header">
        <h3 className="admin-card__title">Timeline of {targetName(entry)}</h3>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      </header>
      {loading && <p className="admin-muted">Loading…</p>}
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
        <select className="select admin-select" aria-label="Filter by admin" value={adminId} onChange={(e) => setAdminId(e.target.value)}>
          <option value="">All admins</option>
          {admins.map((a) => (
            <option key={a.id} value={a.id}>
              {a.username}
            </option>
          ))}
        </select>
        <select className="select admin-select" aria-label="Filter by action" value={action} onChange={(e) => setAction(e.target.value)}>
          <option value="">All actions</option>
          {ADMIN_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {ACTION_LABELS[a]}
            </option>
          ))}
        </select>
        <input
          className="input"
          aria-label="Filter by target id"
          placeholder="Target id (user, post, report or IP)"
          value={target}
          onChange={(e) => setTarget(e.target.value)}
        />
      </div>
      {open && <Timeline entry={open} onClose={() => setOpen(null)} />}
      {loading && !data && <p className="admin-muted">Loading the audit log…</p>}
      {error && !data && <p className="field__error">Failed to load the audit log.</p>}
      {data && data.auditLog.length === 0 && <p className="admin-muted">No actions match.</p>}
      <ol className="audit-list" aria-label="Audit log">
        {data?.auditLog.map((e) => (
          <EntryLine key={e.id} entry={e} onOpen={setOpen} />
        ))}
      </ol>
    </div>
  );
}
