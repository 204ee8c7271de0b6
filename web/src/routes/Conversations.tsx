import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { useSocketConnected } from '../apollo/socketState';
import { useViewer } from '../auth/AuthProvider';
import { AppLayout } from '../components/AppLayout';
import { Avatar } from '../components/Avatar';
import { ChevronLeftIcon } from '../components/Icons';
import { placeholderKeys } from '../components/Loading';
import { graphql } from '../gql';
import type { ConversationRowFragment } from '../gql/graphql';
import { plural } from '../lib/plural';
import { useNow } from '../lib/useNow';
import { POLL_MS, RequestsCountQuery } from '../conversations/ConversationsLive';
import { NewConversationDialog } from '../conversations/NewConversationDialog';
import { shortTime } from '../conversations/time';
import '../styles/conversations.css';

export const ConversationsQuery = graphql(`
  query Conversations {
    conversations {
      ...ConversationRow
    }
  }
`);

export const ConversationRequestsQuery = graphql(`
  query ConversationRequests {
    conversationRequests {
      ...ConversationRow
    }
  }
`);

const SKELETONS = 5;

function ConversationRow({ conversation, viewerId, now }: { conversation: ConversationRowFragment; viewerId: string | undefined; now: number }) {
  const { otherUser, lastMessage, unreadCount } = conversation;
  const mine = lastMessage?.sender.id === viewerId;
  return (
    <li>
      <Link to={`/messages/${conversation.id}`} className={`conversation-row${unreadCount > 0 ? ' conversation-row--unread' : ''}`}>
        <Avatar src={otherUser.avatar} alt="" size={52} />
        <span className="conversation-row__body">
          <span className="conversation-row__top">
            <bdi className="conversation-row__name">{otherUser.username}</bdi>
            <span className="conversation-row__time">{shortTime(conversation.updatedAt, now)}</span>
          </span>
          <span className="conversation-row__bottom">
            <span className="conversation-row__last">
              {lastMessage ? (
                <>
                  {mine ? 'You: ' : ''}
                  <bdi>{lastMessage.content}</bdi>
                </>
              ) : (
                'No messages yet'
              )}
            </span>
            {unreadCount > 0 && (
              <span className="unread-count" role="img" aria-label={`${unreadCount} unread`}>
                {unreadCount}
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}

function ConversationSkeleton() {
  return (
    <li className="conversation-row" aria-hidden="true" data-testid="conversation-skeleton">
      <span className="skeleton skeleton--circle" style={{ width: 52, height: 52 }} />
      <span className="conversation-row__body">
        <span className="skeleton skeleton--line" style={{ width: '40%' }} />
        <span className="skeleton skeleton--line" style={{ width: '70%' }} />
      </span>
    </li>
  );
}

/** The entry at the top of the inbox that opens the message requests, with their count. */
function RequestsEntry() {
  const connected = useSocketConnected();
  const { data } = useQuery(RequestsCountQuery, { fetchPolicy: 'cache-and-network', pollInterval: connected ? 0 : POLL_MS });
  const count = data?.conversationRequestsCount ?? 0;
  return (
    <Link to="/messages/requests" className="requests-entry" data-testid="requests-entry">
      <span className="requests-entry__title">Requests</span>
      {count > 0 && (
        <span className="unread-count" role="img" aria-label={plural(count, { one: '# message request', other: '# message requests' })}>
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

/**
 * /messages: the inbox, with the Requests entry on top; /messages/requests (`requests`): the
 * message requests, conversations started by people the viewer does not follow.
 */
export function ConversationsPage({ requests = false }: { requests?: boolean }) {
  const user = useViewer();
  const connected = useSocketConnected();
  const options = { fetchPolicy: 'cache-and-network', pollInterval: connected ? 0 : POLL_MS } as const;
  // One of the two lists, by the page's route (each is skipped on the other's).
  const inbox = useQuery(ConversationsQuery, { ...options, skip: requests });
  const asked = useQuery(ConversationRequestsQuery, { ...options, skip: !requests });
  const { loading, error, refetch } = requests ? asked : inbox;
  const listed = requests ? asked.data?.conversationRequests : inbox.data?.conversations;
  const data = listed;
  const now = useNow();
  const conversations = [...(listed ?? [])].sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0));

  return (
    <AppLayout>
      <div className="messages">
        {requests ? (
          <div className="messages__header messages__header--back">
            <Link to="/messages" className="icon-button" aria-label="Back to messages">
              <ChevronLeftIcon />
            </Link>
            <h1 className="messages__title">Message requests</h1>
          </div>
        ) : (
          <div className="messages__header">
            <h1 className="messages__title">Messages</h1>
            <NewConversationDialog />
          </div>
        )}
        {requests ? (
          <p className="messages__note">Open a chat to see who is messaging you. They won’t know you’ve seen it until you accept.</p>
        ) : (
          <RequestsEntry />
        )}
        {!data && loading ? (
          <ul className="conversation-list">
            {placeholderKeys(SKELETONS).map((key) => (
              <ConversationSkeleton key={key} />
            ))}
          </ul>
        ) : !data && error ? (
          <div className="empty-state">
            <p className="empty-state__title">{requests ? 'Failed to load message requests' : 'Failed to load messages'}</p>
            <button type="button" className="button button--secondary" onClick={() => void refetch()}>
              Try again
            </button>
          </div>
        ) : conversations.length === 0 ? (
          requests ? (
            <div className="empty-state">
              <p className="empty-state__title">No message requests</p>
              <p className="empty-state__text">Messages from people you don’t follow show up here.</p>
            </div>
          ) : (
            <div className="empty-state">
              <p className="empty-state__title">No messages yet.</p>
              <p className="empty-state__text">Start a conversation with someone!</p>
            </div>
          )
        ) : (
          <ul className="conversation-list" aria-label={requests ? 'Message requests' : 'Conversations'}>
            {conversations.map((c) => (
              <ConversationRow key={c.id} conversation={c} viewerId={user?.id} now={now} />
            ))}
          </ul>
        )}
      </div>
    </AppLayout>
  );
}
