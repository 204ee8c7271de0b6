import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { useSocketConnected } from '../apollo/socketState';
import { useViewer } from '../auth/AuthProvider';
import { AppLayout } from '../components/AppLayout';
import { Avatar } from '../components/Avatar';
import { placeholderKeys } from '../components/Loading';
import { graphql } from '../gql';
import type { ConversationRowFragment } from '../gql/graphql';
import { useNow } from '../lib/useNow';
import { POLL_MS } from '../conversations/ConversationsLive';
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

export function ConversationsPage() {
  const user = useViewer();
  const connected = useSocketConnected();
  const { data, loading, error, refetch } = useQuery(ConversationsQuery, { fetchPolicy: 'cache-and-network', pollInterval: connected ? 0 : POLL_MS });
  const now = useNow();
  const conversations = [...(data?.conversations ?? [])].sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0));

  return (
    <AppLayout>
      <div className="messages">
        <div className="messages__header">
          <h1 className="messages__title">Messages</h1>
          <NewConversationDialog />
        </div>
        {!data && loading ? (
          <ul className="conversation-list">
            {placeholderKeys(SKELETONS).map((key) => (
              <ConversationSkeleton key={key} />
            ))}
          </ul>
        ) : !data && error ? (
          <div className="empty-state">
            <p className="empty-state__title">Failed to load messages</p>
            <button type="button" className="button button--secondary" onClick={() => void refetch()}>
              Try again
            </button>
          </div>
        ) : conversations.length === 0 ? (
          <div className="empty-state">
            <p className="empty-state__title">No messages yet.</p>
            <p className="empty-state__text">Start a conversation with someone!</p>
          </div>
        ) : (
          <ul className="conversation-list">
            {conversations.map((c) => (
              <ConversationRow key={c.id} conversation={c} viewerId={user?.id} now={now} />
            ))}
          </ul>
        )}
      </div>
    </AppLayout>
  );
}
