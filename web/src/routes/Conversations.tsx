import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useSocketConnected } from '../apollo/socketState';
import { useViewer } from '../auth/AuthProvider';
import { AppLayout } from '../components/AppLayout';
import { Avatar } from '../components/Avatar';
import { ChevronLeftIcon } from '../components/Icons';
import { placeholderKeys } from '../components/Loading';
import { useShortTime } from '../components/useShortTime';
import { graphql } from '../gql';
import { defineMessages } from '../i18n/defineMessages';
import type { ConversationRowFragment } from '../gql/graphql';
import { useNow } from '../lib/useNow';
import { POLL_MS, RequestsCountQuery } from '../conversations/ConversationsLive';
import { NewConversationDialog } from '../conversations/NewConversationDialog';
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

const messages = defineMessages({
  lastMine: { id: 'conversations.lastMine', defaultMessage: 'You: <last></last>' },
  noMessages: { id: 'conversations.noMessages', defaultMessage: 'No messages yet' },
  unread: { id: 'conversations.unread', defaultMessage: '{count, number} unread' },
  requests: { id: 'conversations.requests', defaultMessage: 'Requests' },
  requestsCount: {
    id: 'conversations.requestsCount',
    defaultMessage: '{count, plural, one {# message request} other {# message requests}}',
  },
  backToMessages: { id: 'conversations.backToMessages', defaultMessage: 'Back to messages' },
  messageRequests: { id: 'conversations.messageRequests', defaultMessage: 'Message requests' },
  messages: { id: 'conversations.messages', defaultMessage: 'Messages' },
  requestsNote: {
    id: 'conversations.requestsNote',
    defaultMessage: 'Open a chat to see who is messaging you. They won’t know you’ve seen it until you accept.',
  },
  requestsFailed: { id: 'conversations.requestsFailed', defaultMessage: 'Failed to load message requests' },
  messagesFailed: { id: 'conversations.messagesFailed', defaultMessage: 'Failed to load messages' },
  tryAgain: { id: 'conversations.tryAgain', defaultMessage: 'Try again' },
  noRequests: { id: 'conversations.noRequests', defaultMessage: 'No message requests' },
  noRequestsText: { id: 'conversations.noRequestsText', defaultMessage: 'Messages from people you don’t follow show up here.' },
  emptyTitle: { id: 'conversations.emptyTitle', defaultMessage: 'No messages yet.' },
  emptyText: { id: 'conversations.emptyText', defaultMessage: 'Start a conversation with someone!' },
  conversations: { id: 'conversations.conversations', defaultMessage: 'Conversations' },
});

function ConversationRow({ conversation, viewerId, now }: { conversation: ConversationRowFragment; viewerId: string | undefined; now: number }) {
  const { formatMessage: t } = useIntl();
  const shortTime = useShortTime();
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
              {!lastMessage ? (
                t(messages.noMessages)
              ) : mine ? (
                t(messages.lastMine, { last: () => <bdi key="last">{lastMessage.content}</bdi> })
              ) : (
                <bdi>{lastMessage.content}</bdi>
              )}
            </span>
            {unreadCount > 0 && (
              <span className="unread-count" role="img" aria-label={t(messages.unread, { count: unreadCount })}>
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
  const { formatMessage: t } = useIntl();
  const connected = useSocketConnected();
  const { data } = useQuery(RequestsCountQuery, { fetchPolicy: 'cache-and-network', pollInterval: connected ? 0 : POLL_MS });
  const count = data?.conversationRequestsCount ?? 0;
  return (
    <Link to="/messages/requests" className="requests-entry" data-testid="requests-entry">
      <span className="requests-entry__title">{t(messages.requests)}</span>
      {count > 0 && (
        <span className="unread-count" role="img" aria-label={t(messages.requestsCount, { count })}>
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
  const { formatMessage: t } = useIntl();
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
            <Link to="/messages" className="icon-button" aria-label={t(messages.backToMessages)}>
              <ChevronLeftIcon />
            </Link>
            <h1 className="messages__title">{t(messages.messageRequests)}</h1>
          </div>
        ) : (
          <div className="messages__header">
            <h1 className="messages__title">{t(messages.messages)}</h1>
            <NewConversationDialog />
          </div>
        )}
        {requests ? <p className="messages__note">{t(messages.requestsNote)}</p> : <RequestsEntry />}
        {!data && loading ? (
          <ul className="conversation-list">
            {placeholderKeys(SKELETONS).map((key) => (
              <ConversationSkeleton key={key} />
            ))}
          </ul>
        ) : !data && error ? (
          <div className="empty-state">
            <p className="empty-state__title">{t(requests ? messages.requestsFailed : messages.messagesFailed)}</p>
            <button type="button" className="button button--secondary" onClick={() => void refetch()}>
              {t(messages.tryAgain)}
            </button>
          </div>
        ) : conversations.length === 0 ? (
          requests ? (
            <div className="empty-state">
              <p className="empty-state__title">{t(messages.noRequests)}</p>
              <p className="empty-state__text">{t(messages.noRequestsText)}</p>
            </div>
          ) : (
            <div className="empty-state">
              <p className="empty-state__title">{t(messages.emptyTitle)}</p>
              <p className="empty-state__text">{t(messages.emptyText)}</p>
            </div>
          )
        ) : (
          <ul className="conversation-list" aria-label={t(requests ? messages.messageRequests : messages.conversations)}>
            {conversations.map((c) => (
              <ConversationRow key={c.id} conversation={c} viewerId={user?.id} now={now} />
            ))}
          </ul>
        )}
      </div>
    </AppLayout>
  );
}
