import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { graphql } from '../../gql';
import type { BannedIpsQuery as BannedIpsQueryData } from '../../gql/graphql';
import { useToast } from '../Toaster';

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
  const toast = useToast();
  const [ipAddress, setIpAddress] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [ban, { loading }] = useMutation(BanIpMutation, { refetchQueries: [BannedIpsQuery], awaitRefetchQueries: true });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const ip = ipAddress.trim();
    if (!LOOKS_LIKE_IP.test(ip)) return setProblem('Please enter a valid IPv4 or IPv6 address.');
    setProblem(null);
    try {
      await ban({ variables: { ipAddress: ip, reason: reason.trim() || null } });
      toast({ title: `${ip} is banned.` });
      setIpAddress('');
      setReason('');
    } catch (error) {
      const message = errorMessage(error, 'Failed to ban IP address.');
      setProblem(message);
      toast({ title: message, variant: 'destructive' });
    }
  }

  return (
    <form className="form admin-card" onSubmit={submit} aria-label="Ban an IP address" noValidate>
      <div className="field">
        <label className="field__label" htmlFor="ban-ip-address">
          IP address
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
          Reason (optional)
        </label>
        <input id="ban-ip-reason" className="input" dir="auto" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      {problem && (
        <p id="ban-ip-error" className="field__error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button button--danger" disabled={loading || !ipAddress.trim()}>
        {loading ? 'Banning...' : 'Ban address'}
      </button>
    </form>
  );
}

/** Banned addresses, newest first, each with an unban button; a form bans one by hand. */
export function IpsTab() {
  const toast = useToast();
  const { data, loading, error } = useQuery(BannedIpsQuery, { fetchPolicy: 'cache-and-network' });
  const [unban, { loading: busy }] = useMutation(UnbanIpMutation, { refetchQueries: [BannedIpsQuery], awaitRefetchQueries: true });

  async function onUnban(ip: string) {
    try {
      await unban({ variables: { ip } });
      toast({ title: `${ip} is no longer banned.` });
    } catch {
      toast({ title: 'Failed to unban IP address.', variant: 'destructive' });
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
  if (loading && !data) return <p className="admin-muted">Loading banned IP addresses…</p>;
  if (failed && !data) return <p className="field__error">Failed to load banned IP addresses.</p>;
  const ips = data?.bannedIps ?? [];
  if (ips.length === 0) return <p className="admin-muted">No banned IP addresses.</p>;
  return (
    <ul className="admin-list" aria-label="Banned IP addresses">
      {ips.map((ip) => (
        <li key={ip.id} className="admin-card admin-card--row">
          <div>
            <code className="admin-card__id">{ip.ipAddress}</code>
            <p className="admin-card__text" dir="auto">
              {ip.reason}
            </p>
            <time className="admin-muted" dateTime={ip.createdAt}>
              {new Date(ip.createdAt).toLocaleString()}
            </time>
          </div>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => onUnban(ip.ipAddress)}>
            Unban
          </button>
        </li>
      ))}
    </ul>
  );
}
