import { useToggleBlock } from '../components/useToggleBlock';

/**
 * What a chat shows in place of the message box once either participant blocks the other: the
 * messages so far stay readable. The one who blocked may unblock from here, as on Instagram.
 */
export function BlockedChatBar({ user }: { user: { id: string; username: string; isBlockedByMe: boolean } }) {
  const { toggleBlock, busy } = useToggleBlock();
  return (
    <section className="chat__request" aria-label="You can't send messages in this chat">
      <p className="chat__request-text">
        {user.isBlockedByMe ? (
          <>
            You blocked <bdi>{user.username}</bdi>. Unblock them to send a message.
          </>
        ) : (
          'You can’t send messages to this account.'
        )}
      </p>
      {user.isBlockedByMe && (
        <div className="chat__request-actions">
          <button type="button" className="button button--primary" onClick={() => void toggleBlock(user)} disabled={busy}>
            {busy ? 'Unblocking...' : 'Unblock'}
          </button>
        </div>
      )}
    </section>
  );
}
