import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
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

/** Banned addresses, newest first, each with an unban button. */
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

  if (loading && !data) return <p className="admin-muted">Loading banned IP addresses…</p>;
  if (error && !data) return <p className="field__error">Failed to load banned IP addresses.</p>;
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
