import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { graphql } from '../../gql';
import type { BannedIpsQuery as BannedIpsQueryData } from '../../gql/graphql';
import { useToast } from '../Toaster';

const messages = defineMessages({
  invalid: { id: 'adminIps.invalid', defaultMessage: 'Please enter a valid IPv4 or IPv6 address.' },
  banned: { id: 'adminIps.banned', defaultMessage: '{ip} is banned.' },
  banFailed: { id: 'adminIps.banFailed', defaultMessage: 'Failed to ban IP address.' },
  formLabel: { id: 'adminIps.formLabel', defaultMessage: 'Ban an IP address' },
  address: { id: 'adminIps.address', defaultMessage: 'IP address' },
  reason: { id: 'adminIps.reason', defaultMessage: 'Reason (optional)' },
  banning: { id: 'adminIps.banning', defaultMessage: 'Banning...' },
  ban: { id: 'adminIps.ban', defaultMessage: 'Ban address' },
  unbanned: { id: 'adminIps.unbanned', defaultMessage: '{ip} is no longer banned.' },
  unbanFailed: { id: 'adminIps.unbanFailed', defaultMessage: 'Failed to unban IP address.' },
  loading: { id: 'adminIps.loading', defaultMessage: 'Loading banned IP addresses…' },
  loadFailed: { id: 'adminIps.loadFailed', defaultMessage: 'Failed to load banned IP addresses.' },
  none: { id: 'adminIps.none', defaultMessage: 'No banned IP addresses.' },
  listLabel: { id: 'adminIps.listLabel', defaultMessage: 'Banned IP addresses' },
  unban: { id: 'adminIps.unban', defaultMessage: 'Unban' },
});

const BannedIpsQuery = graphql(`
  query BannedIps {
    bannedIps {
      id
      ipAddress
      reason
      createdAt
    }
  }
`);

const UnbanIpMutation = graphql(`
  mutation UnbanIp($ip: String!) {
    unbanIp(ip: $ip)
  }
`);

const BanIpMutation = graphql(`
  mutation BanIp($ipAddress: String!, $reason: String) {
    banIp(ipAddress: $ipAddress, reason: $reason) {
      id
      ipAddress
    }
  }
`);

// The server checks the address; this catches typing mistakes before a request.
const LOOKS_LIKE_IP = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-fA-F:.]*:[0-9a-fA-F:.]*)$/;

/** Bans an address by hand (IPv4 or IPv6), with a reason. */
function BanIpForm() {
  const { formatMessage: t } = useIntl();
  const toast = useToast();
  const [ipAddress, setIpAddress] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [ban, { loading }] = useMutation(BanIpMutation, { refetchQueries: [BannedIpsQuery], awaitRefetchQueries: true });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const ip = ipAddress.trim();
    if (!LOOKS_LIKE_IP.test(ip)) return setProblem(t(messages.invalid));
    setProblem(null);
    try {
      await ban({ variables: { ipAddress: ip, reason: reason.trim() || null } });
      toast({ title: t(messages.banned, { ip }) });
      setIpAddress('');
      setReason('');
    } catch (error) {
      const message = errorMessage(error, t(messages.banFailed));
      setProblem(message);
      toast({ title: message, variant: 'destructive' });
    }
  }

  return (
    <form className="form admin-card" onSubmit={submit} aria-label={t(messages.formLabel)} noValidate>
      <div className="field">
        <label className="field__label" htmlFor="ban-ip-address">
          {t(messages.address)}
        </label>
        <input
          id="ban-ip-address"
          className="input"
          inputMode="text"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="203.0.113.7 or 2001:db8::1"
          value={ipAddress}
          onChange={(e) => setIpAddress(e.target.value)}
          aria-describedby={problem ? 'ban-ip-error' : undefined}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="ban-ip-reason">
          {t(messages.reason)}
        </label>
        <input id="ban-ip-reason" className="input" dir="auto" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      {problem && (
        <p id="ban-ip-error" className="field__error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button button--danger" disabled={loading || !ipAddress.trim()}>
        {loading ? t(messages.banning) : t(messages.ban)}
      </button>
    </form>
  );
}

/** Banned addresses, newest first, each with an unban button; a form bans one by hand. */
export function IpsTab() {
  const { formatMessage: t } = useIntl();
  const toast = useToast();
  const { data, loading, error } = useQuery(BannedIpsQuery, { fetchPolicy: 'cache-and-network' });
  const [unban, { loading: busy }] = useMutation(UnbanIpMutation, { refetchQueries: [BannedIpsQuery], awaitRefetchQueries: true });

  async function onUnban(ip: string) {
    try {
      await unban({ variables: { ip } });
      toast({ title: t(messages.unbanned, { ip }) });
    } catch {
      toast({ title: t(messages.unbanFailed), variant: 'destructive' });
    }
  }

  return (
    <div className="admin-list">
      <BanIpForm />
      <BannedIpList data={data} loading={loading} failed={Boolean(error)} busy={busy} onUnban={onUnban} />
    </div>
  );
}

function BannedIpList({
  data,
  loading,
  failed,
  busy,
  onUnban,
}: {
  data: BannedIpsQueryData | undefined;
  loading: boolean;
  failed: boolean;
  busy: boolean;
  onUnban: (ip: string) => void;
}) {
  const { formatMessage: t, formatDate } = useIntl();
  if (loading && !data) return <p className="admin-muted">{t(messages.loading)}</p>;
  if (failed && !data) return <p className="field__error">{t(messages.loadFailed)}</p>;
  const ips = data?.bannedIps ?? [];
  if (ips.length === 0) return <p className="admin-muted">{t(messages.none)}</p>;
  return (
    <ul className="admin-list" aria-label={t(messages.listLabel)}>
      {ips.map((ip) => (
        <li key={ip.id} className="admin-card admin-card--row">
          <div>
            <code className="admin-card__id">{ip.ipAddress}</code>
            <p className="admin-card__text" dir="auto">
              {ip.reason}
            </p>
            <time className="admin-muted" dateTime={ip.createdAt}>
              {formatDate(ip.createdAt, { dateStyle: 'short', timeStyle: 'medium' })}
            </time>
          </div>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => onUnban(ip.ipAddress)}>
            {t(messages.unban)}
          </button>
        </li>
      ))}
    </ul>
  );
}
