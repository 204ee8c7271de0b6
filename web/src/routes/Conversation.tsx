import { useIntl } from 'react-intl';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { ContentMenu } from '../components/ContentMenu';
import { Fragment, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useSocketConnected } from '../apollo/socketState';
import { useViewer } from '../auth/AuthProvider';
import { AppLayout } from '../components/AppLayout';
import { Avatar } from '../components/Avatar';
import { ChevronLeftIcon, ShareIcon } from '../components/Icons';
import { LoadMoreButton } from '../components/LoadMoreButton';
import { Spinner } from '../components/Loading';
import { useLoadMoreOnScroll } from '../components/useLoadMoreOnScroll';
import { graphql } from '../gql';
import { addMessageToCache } from '../conversations/messageCache';
import { BlockedChatBar } from '../conversations/BlockedChatBar';
import { BlockSenderButton } from '../conversations/BlockSenderButton';
import { ConversationMenu } from '../conversations/ConversationMenu';
import { POLL_MS, UnreadCountQuery } from '../conversations/ConversationsLive';
import { MessageRequestBar } from '../conversations/MessageRequestBar';
import { StoryReplyPreview } from '../conversations/StoryReplyPreview';
import { useOutboxWrites } from '../outbox/outboxStore';
import type { MessageWrite } from '../outbox/outboxWrite';
import { useSendMessage } from '../conversations/useSendMessage';
import { useTyping } from '../conversations/useTyping';
import { defineMessages } from '../i18n/defineMessages';
import '../styles/conversations.css';

export const MESSAGE_MAX = 2000;

// Not `messages`: the page's messages are the chat's own.
const texts = defineMessages({
  backToRequests: { id: 'conversation.backToRequests', defaultMessage: 'Back to message requests' },
  backToMessages: { id: 'conversation.backToMessages', defaultMessage: 'Back to messages' },
  loading: { id: 'conversation.loading', defaultMessage: 'Loading messages...' },
  notFound: { id: 'conversation.notFound', defaultMessage: 'Conversation not found' },
  backToInbox: { id: 'conversation.backToInbox', defaultMessage: 'Back to Messages' },
  loadOlder: { id: 'conversation.loadOlder', defaultMessage: 'Load older messages' },
  empty: { id: 'conversation.empty', defaultMessage: 'No messages yet. Say hello!' },
  moreOptions: { id: 'conversation.moreOptions', defaultMessage: 'More options for the message from {username}' },
  sending: { id: 'conversation.sending', defaultMessage: 'Sending...' },
  waiting: { id: 'conversation.waiting', defaultMessage: 'Waiting for connection' },
  seen: { id: 'conversation.seen', defaultMessage: 'Seen' },
  typing: { id: 'conversation.typing', defaultMessage: '<name></name> is typing...' },
  placeholder: { id: 'conversation.placeholder', defaultMessage: 'Type a message...' },
  message: { id: 'conversation.message', defaultMessage: 'Message' },
  tooLong: { id: 'conversation.tooLong', defaultMessage: 'Message must be at most 2,000 characters ({count, number})' },
  send: { id: 'conversation.send', defaultMessage: 'Send' },
});

/** One conversation and its newest messages; the operation keeps its published name, Chat. */
export const ConversationQuery = graphql(`
  query Chat($id: ID!, $before: String) {
    conversation(id: $id) {
      id
      otherReadUpTo
      folder
      isRequest
      canSend
      otherUser {
        id
        username
        avatar
        isBlockedByMe
      }
      messages(last: 30, before: $before) {
        nodes {
          ...CachedMessageFields
        }
        hasOlder
        olderCursor
      }
    }
  }
`);

const MessageAddedSubscription = graphql(`
  subscription MessageAdded($conversationId: ID!) {
    messageAdded(conversationId: $conversationId) {
      ...CachedMessageFields
    }
  }
`);

const MarkReadMutation = graphql(`
  mutation MarkConversationRead($conversationId: ID!) {
    markConversationRead(conversationId: $conversationId) {
      id
      unreadCount
    }
  }
`);

function ConversationHeader({
  user,
  conversation,
}: {
  user?: { id: string; username: string; avatar?: string | null };
  conversation?: { id: string; isRequest: boolean };
}) {
  const { formatMessage: t } = useIntl();
  const request = Boolean(conversation?.isRequest);
  return (
    <div className="chat__header">
      <Link to={request ? '/messages/requests' : '/messages'} className="icon-button" aria-label={t(request ? texts.backToRequests : texts.backToMessages)}>
        <ChevronLeftIcon />
      </Link>
      {user && (
        <Link to={`/profile/${user.id}`} className="chat__person" data-testid="chat-person">
          <Avatar src={user.avatar} alt="" size={36} />
          <bdi className="chat__name">{user.username}</bdi>
        </Link>
      )}
      {user && conversation && <ConversationMenu conversationId={conversation.id} username={user.username} request={request} />}
    </div>
  );
}

/** A message's time: hour and minute on the 24-hour clock, in the viewer's zone and digits. */
const CLOCK = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

export function ConversationPage() {
  const { formatMessage: t, formatTime } = useIntl();
  const { conversationId = '' } = useParams();
  const user = useViewer();
  const connected = useSocketConnected();
  const { data, loading, error, fetchMore } = useQuery(ConversationQuery, {
    variables: { id: conversationId, before: null },
    fetchPolicy: 'cache-and-network',
    // The spec's 3-second polling, only while the socket is down.
    pollInterval: connected ? 0 : POLL_MS,
  });
  // The unread badges follow at once, also when the socket that would push the new total is not up yet.
  const [markRead] = useMutation(MarkReadMutation, { refetchQueries: [UnreadCountQuery] });
  const { send, sending } = useSendMessage(conversationId);
  const { otherTyping, typed, stopped } = useTyping(conversationId);
  const pending = useOutboxWrites().filter((write): write is MessageWrite => write.kind === 'message' && write.conversationId === conversationId);
  const [text, setText] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const bottom = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);

  useSubscription(MessageAddedSubscription, {
    variables: { conversationId },
    onData({ client, data: { data: added } }) {
      if (added) addMessageToCache(client.cache, added.messageAdded);
    },
  });

  const conversation = data?.conversation;
  const messages = conversation?.messages.nodes ?? [];
  const last = messages.at(-1);

  // Opening the chat, and each message of theirs that arrives while it is open and seen, marks
  // it read (the server writes nothing when there is nothing new). The effect follows the ids
  // only, not each new copy of the conversation the cache hands out.
  const readOnOpen = useRef<string | null>(null);
  // A message request is not marked read: its sender learns nothing until it is accepted.
  const openId = conversation && !conversation.isRequest ? conversation.id : undefined;
  const lastId = last?.id;
  const theirLastId = last && last.sender.id !== user?.id ? last.id : undefined;
  useEffect(() => {
    if (!openId || document.visibilityState !== 'visible') return;
    const opened = readOnOpen.current === openId;
    if (opened && !theirLastId) return;
    readOnOpen.current = openId;
    markRead({ variables: { conversationId } }).catch(() => undefined);
  }, [openId, theirLastId, conversationId, markRead]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && conversation && !conversation.isRequest) markRead({ variables: { conversationId } }).catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [conversation, conversationId, markRead]);

  // The first view jumps to the newest message, and only then may the top of the list ask for
  // older ones: a smooth scroll from the top would pass by it. Anything new scrolls smoothly into view.
  const [openedAtEnd, setOpenedAtEnd] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies(pending.length): a message being sent adds a bubble at the end, to scroll into view
  // biome-ignore lint/correctness/useExhaustiveDependencies(otherTyping): so does the "is typing" line
  useEffect(() => {
    if (!lastId) return;
    bottom.current?.scrollIntoView({ behavior: openedAtEnd ? 'smooth' : 'auto', block: 'end' });
    setOpenedAtEnd(true);
  }, [lastId, pending.length, otherTyping, openedAtEnd]);

  const page = conversation?.messages;
  const olderCursor = openedAtEnd && page?.hasOlder ? page.olderCursor : null;
  const older = useLoadMoreOnScroll(olderCursor ? () => fetchMore({ variables: { before: olderCursor } }) : null, messages.length, {
    direction: 'up',
    scroller: list,
    rootMargin: '40px 0px',
  });

  const tooLong = [...text.trim()].length > MESSAGE_MAX;
  async function submit() {
    if (sending || tooLong || !text.trim()) return;
    stopped();
    if (await send(text)) {
      setText('');
      window.setTimeout(() => input.current?.focus());
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  if (!conversation) {
    return (
      <AppLayout header={false}>
        <div className="chat">
          <ConversationHeader />
          {loading || !error ? (
            <div className="chat__status">
              <Spinner label={t(texts.loading)} />
            </div>
          ) : (
            <div className="empty-state">
              <p className="empty-state__title">{t(texts.notFound)}</p>
              <Link to="/messages" className="button button--secondary">
                {t(texts.backToInbox)}
              </Link>
            </div>
          )}
        </div>
      </AppLayout>
    );
  }

  const seen = last && last.sender.id === user?.id && conversation.otherReadUpTo === last.id && pending.length === 0;
  return (
    <AppLayout header={false}>
      <div className="chat">
        <ConversationHeader user={conversation.otherUser} conversation={conversation} />
        <div className="chat__list" ref={list} aria-live="polite">
          <LoadMoreButton more={older} label={t(texts.loadOlder)} className="chat__older" />
          {messages.length === 0 && pending.length === 0 ? (
            <p className="chat__empty">{t(texts.empty)}</p>
          ) : (
            messages.map((message) => {
              const mine = message.sender.id === user?.id;
              return (
                <Fragment key={message.id}>
                  {message.story && <StoryReplyPreview story={message.story} mine={mine} username={conversation.otherUser.username} />}
                  <div className={`bubble ${mine ? 'bubble--mine' : 'bubble--theirs'}`} data-testid="message">
                    <p className="bubble__text" dir="auto">
                      {message.content}
                    </p>
                    <time className="bubble__time" dateTime={message.createdAt}>
                      {formatTime(message.createdAt, CLOCK)}
                    </time>
                    {!mine && (
                      <ContentMenu
                        what="message"
                        className="bubble__menu"
                        target={{ kind: 'message', id: message.id }}
                        label={t(texts.moreOptions, { username: message.sender.username })}
                      />
                    )}
                  </div>
                </Fragment>
              );
            })
          )}
          {pending.map((item) => (
            <div key={item.id} className="bubble bubble--mine bubble--pending" data-testid="pending-message">
              <p className="bubble__text" dir="auto">
                {item.content}
              </p>
              <span className="bubble__time">{t(connected && navigator.onLine ? texts.sending : texts.waiting)}</span>
            </div>
          ))}
          {seen && <p className="chat__seen">{t(texts.seen)}</p>}
          {otherTyping && <p className="chat__typing">{t(texts.typing, { name: () => <bdi key="name">{conversation.otherUser.username}</bdi> })}</p>}
          <div ref={bottom} />
        </div>
        {!conversation.canSend ? (
          <BlockedChatBar user={conversation.otherUser} />
        ) : conversation.isRequest ? (
          <MessageRequestBar
            conversationId={conversation.id}
            username={conversation.otherUser.username}
            actions={<BlockSenderButton sender={conversation.otherUser} />}
          />
        ) : (
          <form
            className="chat__composer"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <div className="chat__field">
              <textarea
                ref={input}
                className="input chat__input"
                dir="auto"
                rows={1}
                placeholder={t(texts.placeholder)}
                aria-label={t(texts.message)}
                value={text}
                disabled={sending}
                aria-invalid={tooLong}
                onChange={(e) => {
                  setText(e.target.value);
                  if (e.target.value.trim()) typed();
                  else stopped();
                }}
                onKeyDown={onKeyDown}
              />
              {tooLong && (
                <p className="field__error" role="alert">
                  {t(texts.tooLong, { count: text.trim().length })}
                </p>
              )}
            </div>
            <button type="submit" className="icon-button chat__send" aria-label={t(texts.send)} disabled={sending || tooLong || !text.trim()}>
              <ShareIcon />
            </button>
          </form>
        )}
      </div>
    </AppLayout>
  );
}
