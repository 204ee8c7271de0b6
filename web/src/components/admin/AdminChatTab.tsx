import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Avatar } from '../Avatar';
import { useAdminChat } from './useAdminChat';

const STATUS_TEXT = { connecting: 'Connecting…', connected: 'Connected', disconnected: 'Disconnected: reconnecting…' } as const;

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** The private live chat among online administrators. */
export function AdminChatTab() {
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
    <section className="admin-chat" aria-label="Admin chat">
      <p className={`admin-chat__status admin-chat__status--${status}`} role="status">
        {STATUS_TEXT[status]}
      </p>
      <section className="admin-chat__online" aria-label="Online admins">
        <span className="admin-chat__online-title">Online ({admins.length})</span>
        {admins.map((a) => (
          <span key={a.userId} className="admin-chat__admin">
            <Avatar src={a.avatar} alt="" size={20} />
            <bdi>{a.username}</bdi>
          </span>
        ))}
      </section>
      <div className="admin-chat__messages" aria-live="polite">
        {messages.length === 0 && <p className="admin-muted">No messages yet.</p>}
        {messages.map((m) => (
          <article key={m.id} className="admin-chat__message">
            <Avatar src={m.user.avatar} alt="" size={28} />
            <div>
              <p className="admin-chat__meta">
                <strong>
                  <bdi>{m.user.username}</bdi>
                </strong>{' '}
                <time dateTime={m.timestamp}>{time(m.timestamp)}</time>
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
          placeholder={status === 'connected' ? 'Message the other admins…' : 'Not connected'}
          aria-label="Chat message"
        />
        <button type="button" className="button button--primary" onClick={submit} disabled={status !== 'connected' || !draft.trim()}>
          Send
        </button>
      </div>
    </section>
  );
}
