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

const STATUS_LABEL: Record<Account['status'], string> = { active: 'Active', timed_out: 'Timed out', banned: 'Banned' };

function AccountRow({
  account,
  busy,
  act,
}: {
  account: Account;
  busy: boolean;
  act: (account: Account, action: string, extra?: Record<string, string>) => Promise<boolean>;
}) {
  const [duration, setDuration] = useState('1h');
  const [adminCode, setAdminCode] = useState('');
  const [confirmingBan, setConfirmingBan] = useState(false);
  return (
    <li className="admin-card" aria-label={`Account ${account.username}`} data-testid="admin-account">
      <header className="admin-card__header">
        <span className="admin-account__who">
          <Avatar src={account.avatar} alt="" size={28} />
          <bdi>{account.username}</bdi>
          {account.isAdmin && <span className="badge badge--admin">admin</span>}
        </span>
        <span className={`status-pill status-pill--account-${account.status}`}>{STATUS_LABEL[account.status]}</span>
      </header>
      {account.fullName && (
        <p className="admin-muted" dir="auto">
          {account.fullName}
        </p>
      )}
      {account.status === 'timed_out' && account.timedOutUntil && (
        <p className="admin-muted">
          Until <time dateTime={account.timedOutUntil}>{new Date(account.timedOutUntil).toLocaleString()}</time>
        </p>
      )}
      {account.status === 'banned' && account.bannedAt && (
        <p className="admin-muted">
          Banned <time dateTime={account.bannedAt}>{new Date(account.bannedAt).toLocaleString()}</time>
        </p>
      )}
      <div className="admin-card__actions">
        {account.status === 'banned' ? (
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => act(account, 'unban')}>
            Unban
          </button>
        ) : (
          <>
            {account.status === 'timed_out' ? (
              <button type="button" className="button button--secondary" disabled={busy} onClick={() => act(account, 'lift_timeout')}>
                Lift timeout
              </button>
            ) : (
              <>
                <label className="sr-only" htmlFor={`account-duration-${account.id}`}>
                  Timeout duration for {account.username}
                </label>
                <select id={`account-duration-${account.id}`} className="select admin-select" value={duration} onChange={(e) => setDuration(e.target.value)}>
                  {DURATIONS.map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
                <button type="button" className="button button--secondary" disabled={busy} onClick={() => act(account, 'timeout', { duration, adminCode })}>
                  Timeout
                </button>
              </>
            )}
            <button type="button" className="button button--danger" disabled={busy} onClick={() => setConfirmingBan(true)}>
              Ban
            </button>
          </>
        )}
      </div>
      {account.isAdmin && account.status === 'active' && (
        <input
          className="input"
          type="password"
          placeholder="Admin code (required to time out an administrator)"
          aria-label={`Admin code for ${account.username}`}
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
        toast({ title: action === 'unban' ? `${account.username} is no longer banned.` : `${account.username}'s timeout is lifted.` });
      } else {
        const input = {
          userId: account.id,
          action: action as 'ban' | 'timeout',
          duration: extra.duration,
          reason: extra.reason,
          adminCode: extra.adminCode || null,
        };
        await moderate({ variables: { input } });
        toast({ title: action === 'ban' ? 'User banned successfully!' : `${account.username} is timed out.` });
      }
      await refetch();
      return true;
    } catch (failure) {
      toast({ title: errorMessage(failure, 'Failed to perform action.'), variant: 'destructive' });
      return false;
    }
  }

  const accounts = data?.adminAccounts ?? [];
  return (
    <div className="admin-list">
      <input
        className="input"
        type="search"
        placeholder="Search accounts..."
        aria-label="Search accounts"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {loading && !data ? (
        <p className="admin-muted">Loading accounts…</p>
      ) : error && !data ? (
        <p className="field__error">Failed to load accounts.</p>
      ) : accounts.length === 0 ? (
        <p className="admin-muted">No accounts found.</p>
      ) : (
        <ul className="admin-list" aria-label="Accounts">
          {accounts.map((account) => (
            <AccountRow key={account.id} account={account} busy={busy} act={act} />
          ))}
        </ul>
      )}
    </div>
  );
}
