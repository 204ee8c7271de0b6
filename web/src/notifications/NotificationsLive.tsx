import { useQuery, useSubscription } from '@apollo/client/react';
import { useSocketConnected } from '../apollo/socketState';
import { POLL_MS } from '../conversations/ConversationsLive';
import { graphql } from '../gql';

export const UnreadNotificationsCountQuery = graphql(`
  query UnreadNotificationsCount {
    unreadNotificationsCount
  }
`);

export const UnreadNotificationsCountSubscription = graphql(`
  subscription UnreadNotificationsCountChanged {
    unreadNotificationsCount
  }
`);

/** How many Activity entries are unread: pushed by the socket, polled only while the socket is down. */
export function useUnreadNotificationsCount(): number {
  const connected = useSocketConnected();
  const { data } = useQuery(UnreadNotificationsCountQuery, { pollInterval: connected ? 0 : POLL_MS });
  return data?.unreadNotificationsCount ?? 0;
}

/** Mounted once in the signed-in frame: keeps the unread Activity count in the cache as the socket pushes it. */
export function NotificationsLive() {
  useSubscription(UnreadNotificationsCountSubscription, {
    onData({ client: { cache }, data: { data } }) {
      if (data) cache.writeQuery({ query: UnreadNotificationsCountQuery, data: { unreadNotificationsCount: data.unreadNotificationsCount } });
    },
  });
  return null;
}
