import { type MessageDescriptor, useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { AccountsTabQuery } from '../../gql/graphql';
import { useDebounced } from '../../lib/useDebounced';
import { errorMessage } from '../../lib/errors';
import { Avatar } from '../Avatar';
import { useToast } from '../Toaster';
import { BanConfirmDialog } from './BanConfirmDialog';
import { DURATIONS } from './ReportsTab';

const messages = defineMessages({
  active: { id: 'adminAccounts.active', defaultMessage: 'Active' },
  timedOut: { id: 'adminAccounts.timedOut', defaultMessage: 'Timed out' },
  banned: { id: 'adminAccounts.banned', defaultMessage: 'Banned' },
  accountLabel: { id: 'adminAccounts.accountLabel', defaultMessage: 'Account {username}' },
  adminBadge: { id: 'adminAccounts.adminBadge', defaultMessage: 'admin' },
  until: { id: 'adminAccounts.until', defaultMessage: 'Until <time></time>' },
  bannedAt: { id: 'adminAccounts.bannedAt', defaultMessage: 'Banned <time></time>' },
  unban: { id: 'adminAccounts.unban', defaultMessage: 'Unban' },
  liftTimeout: { id: 'adminAccounts.liftTimeout', defaultMessage: 'Lift timeout' },
  durationFor: { id: 'adminAccounts.durationFor', defaultMessage: 'Timeout duration for {username}' },
  timeout: { id: 'adminAccounts.timeout', defaultMessage: 'Timeout' },
  ban: { id: 'adminAccounts.ban', defaultMessage: 'Ban' },
  adminCode: { id: 'adminAccounts.adminCode', defaultMessage: 'Admin code (required to time out an administrator)' },
  adminCodeFor: { id: 'adminAccounts.adminCodeFor', defaultMessage: 'Admin code for {username}' },
  unbanned: { id: 'adminAccounts.unbanned', defaultMessage: '{username} is no longer banned.' },
  timeoutLifted: { id: 'adminAccounts.timeoutLifted', defaultMessage: "{username}'s timeout is lifted." },
  bannedDone: { id: 'adminAccounts.bannedDone', defaultMessage: 'User banned successfully!' },
  timedOutDone: { id: 'adminAccounts.timedOutDone', defaultMessage: '{username} is timed out.' },
  failed: { id: 'adminAccounts.failed', defaultMessage: 'Failed to perform action.' },
  search: { id: 'adminAccounts.search', defaultMessage: 'Search accounts...' },
  searchLabel: { id: 'adminAccounts.searchLabel', defaultMessage: 'Search accounts' },
  loading: { id: 'adminAccounts.loading', defaultMessage: 'Loading accounts…' },
  loadFailed: { id: 'adminAccounts.loadFailed', defaultMessage: 'Failed to load accounts.' },
  none: { id: 'adminAccounts.none', defaultMessage: 'No accounts found.' },
  listLabel: { id: 'adminAccounts.listLabel', defaultMessage: 'Accounts' },
});

const AccountsTabQueryDocument = graphql(`
  query AccountsTab($q: String) {
    adminAccounts(q: $q) {
      id
      username
      fullName
      avatar
      isAdmin
      status
      timedOutUntil
      bannedAt
    }
  }
`);

const ModerateAccountMutation = graphql(`
  mutation ModerateAccount($input: ModerateUserInput!) {
    moderateUser(input: $input) {
      id
    }
  }
`);

const LiftSanctionMutation = graphql(`
  mutation LiftSanction($userId: ID!, $action: LiftAction!, $reason: String) {
    liftSanction(userId: $userId, action: $action, reason: $reason) {
      id
      status
      timedOutUntil
      bannedAt
    }
  }
`);

type Account = AccountsTabQuery['adminAccounts'][number];

/** A moment as toLocaleString() wrote it, in the app's language. */
const WHEN = { dateStyle: 'short', timeStyle: 'medium' } as const;

const STATUS_LABEL: Record<Account['status'], MessageDescriptor> = { active: messages.active, timed_out: messages.timedOut, banned: messages.banned };

function AccountRow({
  account,
  busy,
  act,
}: {
  account: Account;
  busy: boolean;
  act: (account: Account, action: string, extra?: Record<string, string>) => Promise<boolean>;
}) {
  const { formatMessage: t, formatDate, formatNumber } = useIntl();
  const [duration, setDuration] = useState('1h');
  const [adminCode, setAdminCode] = useState('');
  const [confirmingBan, setConfirmingBan] = useState(false);
  return (
    <li className="admin-card" aria-label={t(messages.accountLabel, { username: account.username })} data-testid="admin-account">
      <header className="admin-card__header">
        <span className="admin-account__who">
          <Avatar src={account.avatar} alt="" size={28} />
          <bdi>{account.username}</bdi>
          {account.isAdmin && <span className="badge badge--admin">{t(messages.adminBadge)}</span>}
        </span>
        <span className={`status-pill status-pill--account-${account.status}`}>{t(STATUS_LABEL[account.status])}</span>
      </header>
      {account.fullName && (
        <p className="admin-muted" dir="auto">
          {account.fullName}
        </p>
      )}
      {account.status === 'timed_out' && account.timedOutUntil && (
        <p className="admin-muted">
          {t(messages.until, {
            time: () => (
              <time key="time" dateTime={account.timedOutUntil ?? ''}>
                {formatDate(account.timedOutUntil ?? '', WHEN)}
              </time>
            ),
          })}
        </p>
      )}
      {account.status === 'banned' && account.bannedAt && (
        <p className="admin-muted">
          {t(messages.bannedAt, {
            time: () => (
              <time key="time" dateTime={account.bannedAt ?? ''}>
                {formatDate(account.bannedAt ?? '', WHEN)}
              </time>
            ),
          })}
        </p>
      )}
      <div className="admin-card__actions">
        {account.status === 'banned' ? (
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => act(account, 'unban')}>
            {t(messages.unban)}
          </button>
        ) : (
          <>
            {account.status === 'timed_out' ? (
              <button type="button" className="button button--secondary" disabled={busy} onClick={() => act(account, 'lift_timeout')}>
                {t(messages.liftTimeout)}
              </button>
            ) : (
              <>
                <label className="sr-only" htmlFor={`account-duration-${account.id}`}>
                  {t(messages.durationFor, { username: account.username })}
                </label>
                <select id={`account-duration-${account.id}`} className="select admin-select" value={duration} onChange={(e) => setDuration(e.target.value)}>
                  {DURATIONS.map(([value, count, unit]) => (
                    <option key={value} value={value}>
                      {formatNumber(count, { style: 'unit', unit, unitDisplay: 'long' })}
                    </option>
                  ))}
                </select>
                <button type="button" className="button button--secondary" disabled={busy} onClick={() => act(account, 'timeout', { duration, adminCode })}>
                  {t(messages.timeout)}
                </button>
              </>
            )}
            <button type="button" className="button button--danger" disabled={busy} onClick={() => setConfirmingBan(true)}>
              {t(messages.ban)}
            </button>
          </>
        )}
      </div>
      {account.isAdmin && account.status === 'active' && (
        <input
          className="input"
          type="password"
          placeholder={t(messages.adminCode)}
          aria-label={t(messages.adminCodeFor, { username: account.username })}
          value={adminCode}
          onChange={(e) => setAdminCode(e.target.value)}
        />
      )}
      {confirmingBan && (
        <BanConfirmDialog
          username={account.username}
          busy={busy}
          needsAdminCode={account.isAdmin}
          onConfirm={(reason, code) => act(account, 'ban', { reason, adminCode: code })}
          onClose={() => setConfirmingBan(false)}
        />
      )}
    </li>
  );
}

/** Every account (searched by username or name) with its standing, and the controls: timeout, ban, unban, lift a timeout. */
export function AccountsTab() {
  const { formatMessage: t } = useIntl();
  const toast = useToast();
  const [query, setQuery] = useState('');
  const q = useDebounced(query.trim(), 250);
  // While a new search loads, the last results stay: a row (and a ban confirmation open in it) must not vanish under the pointer.
  const { data: fresh, previousData, loading, error, refetch } = useQuery(AccountsTabQueryDocument, { variables: { q }, fetchPolicy: 'cache-and-network' });
  const data = fresh ?? previousData;
  const [moderate, moderateState] = useMutation(ModerateAccountMutation);
  const [lift, liftState] = useMutation(LiftSanctionMutation);
  const busy = moderateState.loading || liftState.loading;

  async function act(account: Account, action: string, extra: Record<string, string> = {}): Promise<boolean> {
    try {
      if (action === 'unban' || action === 'lift_timeout') {
        await lift({ variables: { userId: account.id, action: action === 'unban' ? 'unban' : 'lift_timeout' } });
        toast({ title: t(action === 'unban' ? messages.unbanned : messages.timeoutLifted, { username: account.username }) });
      } else {
        const input = {
          userId: account.id,
          action: action as 'ban' | 'timeout',
          duration: extra.duration,
          reason: extra.reason,
          adminCode: extra.adminCode || null,
        };
        await moderate({ variables: { input } });
        toast({ title: action === 'ban' ? t(messages.bannedDone) : t(messages.timedOutDone, { username: account.username }) });
      }
      await refetch();
      return true;
    } catch (failure) {
      toast({ title: errorMessage(failure, t(messages.failed)), variant: 'destructive' });
      return false;
    }
  }

  const accounts = data?.adminAccounts ?? [];
  return (
    <div className="admin-list">
      <input
        className="input"
        type="search"
        placeholder={t(messages.search)}
        aria-label={t(messages.searchLabel)}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {loading && !data ? (
        <p className="admin-muted">{t(messages.loading)}</p>
      ) : error && !data ? (
        <p className="field__error">{t(messages.loadFailed)}</p>
      ) : accounts.length === 0 ? (
        <p className="admin-muted">{t(messages.none)}</p>
      ) : (
        <ul className="admin-list" aria-label={t(messages.listLabel)}>
          {accounts.map((account) => (
            <AccountRow key={account.id} account={account} busy={busy} act={act} />
          ))}
        </ul>
      )}
    </div>
  );
}
