import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Avatar } from '../Avatar';
import { useAdminChat } from './useAdminChat';

const copy = defineMessages({
  connecting: { id: 'adminChat.connecting', defaultMessage: 'Connecting…' },
  connected: { id: 'adminChat.connected', defaultMessage: 'Connected' },
  disconnected: { id: 'adminChat.disconnected', defaultMessage: 'Disconnected: reconnecting…' },
  label: { id: 'adminChat.label', defaultMessage: 'Admin chat' },
  online: { id: 'adminChat.online', defaultMessage: 'Online admins' },
  onlineCount: { id: 'adminChat.onlineCount', defaultMessage: 'Online ({count})' },
  none: { id: 'adminChat.none', defaultMessage: 'No messages yet.' },
  placeholder: { id: 'adminChat.placeholder', defaultMessage: 'Message the other admins…' },
  notConnected: { id: 'adminChat.notConnected', defaultMessage: 'Not connected' },
  messageLabel: { id: 'adminChat.messageLabel', defaultMessage: 'Chat message' },
  send: { id: 'adminChat.send', defaultMessage: 'Send' },
});

const STATUS_TEXT = { connecting: copy.connecting, connected: copy.connected, disconnected: copy.disconnected } as const;

const TIME = { hour: '2-digit', minute: '2-digit' } as const;

/** The private live chat among online administrators. */
export function AdminChatTab() {
  const { formatMessage: t, formatTime } = useIntl();
  const { status, messages, admins, send } = useAdminChat();
  const [draft, setDraft] = useState('');
  const end = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies(messages.length): each new message scrolls the list to its end
  useEffect(() => {
    end.current?.scrollIntoView?.({ behavior: 'smooth', block: 'end' });
  }, [messages.length]);

  function submit() {
    if (send(draft)) setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <section className="admin-chat" aria-label={t(copy.label)}>
      <p className={`admin-chat__status admin-chat__status--${status}`} role="status">
        {t(STATUS_TEXT[status])}
      </p>
      <section className="admin-chat__online" aria-label={t(copy.online)}>
        <span className="admin-chat__online-title">{t(copy.onlineCount, { count: admins.length })}</span>
        {admins.map((a) => (
          <span key={a.userId} className="admin-chat__admin">
            <Avatar src={a.avatar} alt="" size={20} />
            <bdi>{a.username}</bdi>
          </span>
        ))}
      </section>
      <div className="admin-chat__messages" aria-live="polite">
        {messages.length === 0 && <p className="admin-muted">{t(copy.none)}</p>}
        {messages.map((m) => (
          <article key={m.id} className="admin-chat__message">
            <Avatar src={m.user.avatar} alt="" size={28} />
            <div>
              <p className="admin-chat__meta">
                <strong>
                  <bdi>{m.user.username}</bdi>
                </strong>{' '}
                <time dateTime={m.timestamp}>{formatTime(m.timestamp, TIME)}</time>
              </p>
              <p className="admin-chat__content" dir="auto">
                {m.content}
              </p>
            </div>
          </article>
        ))}
        <div ref={end} />
      </div>
      <div className="admin-chat__composer">
        <textarea
          className="textarea"
          rows={2}
          dir="auto"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={status === 'connected' ? t(copy.placeholder) : t(copy.notConnected)}
          aria-label={t(copy.messageLabel)}
        />
        <button type="button" className="button button--primary" onClick={submit} disabled={status !== 'connected' || !draft.trim()}>
          {t(copy.send)}
        </button>
      </div>
    </section>
  );
}
