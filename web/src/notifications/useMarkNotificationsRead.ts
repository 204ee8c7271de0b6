import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../gql';
import { UnreadNotificationsCountQuery } from './NotificationsLive';

export const MarkNotificationsReadMutation = graphql(`
  mutation MarkNotificationsRead {
    markNotificationsRead
  }
`);

/** Marks the viewer's whole Activity read; the dot goes at once, and comes back if the server did not take it. */
export function useMarkNotificationsRead(): () => Promise<void> {
  const client = useApolloClient();
  return useCallback(async () => {
    const before = client.cache.readQuery({ query: UnreadNotificationsCountQuery })?.unreadNotificationsCount ?? 0;
    client.cache.writeQuery({ query: UnreadNotificationsCountQuery, data: { unreadNotificationsCount: 0 } });
    const result = await client.mutate({ mutation: MarkNotificationsReadMutation }).catch(() => null);
    const count = result?.data?.markNotificationsRead ?? before;
    client.cache.writeQuery({ query: UnreadNotificationsCountQuery, data: { unreadNotificationsCount: count } });
  }, [client]);
}
