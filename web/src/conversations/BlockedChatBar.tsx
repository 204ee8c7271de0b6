import { useToggleBlock } from '../components/useToggleBlock';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  label: { id: 'blockedChatBar.label', defaultMessage: "You can't send messages in this chat" },
  youBlocked: { id: 'blockedChatBar.youBlocked', defaultMessage: 'You blocked <name></name>. Unblock them to send a message.' },
  cannotSend: { id: 'blockedChatBar.cannotSend', defaultMessage: 'You can’t send messages to this account.' },
  unblocking: { id: 'blockedChatBar.unblocking', defaultMessage: 'Unblocking...' },
  unblock: { id: 'blockedChatBar.unblock', defaultMessage: 'Unblock' },
});

/**
 * What a chat shows in place of the message box once either participant blocks the other: the
 * messages so far stay readable. The one who blocked may unblock from here, as on Instagram.
 */
export function BlockedChatBar({ user }: { user: { id: string; username: string; isBlockedByMe: boolean } }) {
  const { formatMessage: t } = useIntl();
  const { toggleBlock, busy } = useToggleBlock();
  return (
    <section className="chat__request" aria-label={t(messages.label)}>
      <p className="chat__request-text">
        {user.isBlockedByMe ? t(messages.youBlocked, { name: () => <bdi key="name">{user.username}</bdi> }) : t(messages.cannotSend)}
      </p>
      {user.isBlockedByMe && (
        <div className="chat__request-actions">
          <button type="button" className="button button--primary" onClick={() => void toggleBlock(user)} disabled={busy}>
            {busy ? t(messages.unblocking) : t(messages.unblock)}
          </button>
        </div>
      )}
    </section>
  );
}
