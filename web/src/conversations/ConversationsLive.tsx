import { useQuery, useSubscription } from '@apollo/client/react';
import type { Reference } from '@apollo/client';
import { useSocketConnected } from '../apollo/socketState';
import { graphql } from '../gql';

export const POLL_MS = 3000;

export const UnreadCountQuery = graphql(`
  query UnreadCount {
    unreadMessagesCount
  }
`);

/** How many message requests the viewer has: the count beside Requests at the top of the inbox. */
export const RequestsCountQuery = graphql(`
  query ConversationRequestsCount {
    conversationRequestsCount
  }
`);

export const ConversationRowFields = graphql(`
  fragment ConversationRow on Conversation {
    id
    unreadCount
    updatedAt
    otherReadUpTo
    folder
    isRequest
    otherUser {
      id
      username
      avatar
    }
    lastMessage {
      id
      content
      createdAt
      sender {
        id
      }
    }
  }
`);

export const ConversationUpdatedSubscription = graphql(`
  subscription ConversationUpdated {
    conversationUpdated {
      id
      unreadTotal
      requestsCount
      conversation {
        ...ConversationRow
      }
    }
  }
`);

/** The unread total for the badges: pushed by the socket, polled only while the socket is down. */
export function useUnreadCount(): number {
  const connected = useSocketConnected();
  const { data } = useQuery(UnreadCountQuery, { pollInterval: connected ? 0 : POLL_MS });
  return data?.unreadMessagesCount ?? 0;
}

/**
 * Mounted once in the signed-in frame: keeps the inbox, the message requests, their counts and
 * the unread count in the cache up to date from the socket (each list holds the conversations of
 * its folder only).
 */
export function ConversationsLive() {
  useSubscription(ConversationUpdatedSubscription, {
    onData({ client: { cache }, data: { data } }) {
      const update = data?.conversationUpdated;
      if (!update) return;
      cache.writeQuery({ query: UnreadCountQuery, data: { unreadMessagesCount: update.unreadTotal } });
      cache.writeQuery({ query: RequestsCountQuery, data: { conversationRequestsCount: update.requestsCount } });
      const id = cache.identify({ __typename: 'Conversation', id: update.id });
      const folder = update.conversation?.folder;
      const place =
        (listed: boolean) =>
        (existing: readonly Reference[] = [], { toReference }: { toReference: (value: { __typename: string; id: string }) => Reference | undefined }) => {
          const others = existing.filter((ref) => ref.__ref !== id);
          if (!listed) return others;
          const ref = toReference({ __typename: 'Conversation', id: update.id });
          return ref ? [ref, ...others] : existing;
        };
      cache.modify({ fields: { conversations: place(folder === 'inbox'), conversationRequests: place(folder === 'requests') } });
      if (!update.conversation && id) cache.evict({ id });
    },
  });

  return null;
}
