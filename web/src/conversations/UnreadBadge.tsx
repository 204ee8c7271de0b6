import { useAfterFirstPaint } from '../lib/useAfterFirstPaint';
import { useUnreadCount } from './ConversationsLive';
import '../styles/conversations.css';

/** The number of unread messages over a messages link; nothing when there are none. */
export function UnreadBadge() {
  // Not part of the first paint: asked for once the page is up.
  return useAfterFirstPaint() ? <UnreadCount /> : null;
}

function UnreadCount() {
  const count = useUnreadCount();
  if (count === 0) return null;
  return (
    <span className="unread-badge" data-testid="unread-badge" role="img" aria-label={`${count} unread`}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
