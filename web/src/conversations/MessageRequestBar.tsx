import { useState, type ReactNode } from 'react';
import { DeleteChatDialog } from './DeleteChatDialog';
import { useAcceptConversation } from './useAcceptConversation';

/**
 * What a message request shows in place of the message box: who wants to write, and Delete and
 * Accept (accepting moves it to the inbox and opens the message box). `actions` come between the
 * two: the place for Block, from the blocks feature.
 */
export function MessageRequestBar({ conversationId, username, actions }: { conversationId: string; username: string; actions?: ReactNode }) {
  const [accept, accepting] = useAcceptConversation();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  return (
    <section className="chat__request" aria-label="Message request">
      <p className="chat__request-text">
        <bdi>{username}</bdi> wants to send you a message. They won’t know you’ve seen it until you accept.
      </p>
      <div className="chat__request-actions">
        <button type="button" className="button button--danger" onClick={() => setConfirmingDelete(true)} disabled={accepting}>
          Delete
        </button>
        {actions}
        <button type="button" className="button button--primary" onClick={() => void accept(conversationId)} disabled={accepting}>
          {accepting ? 'Accepting...' : 'Accept'}
        </button>
      </div>
      {confirmingDelete && <DeleteChatDialog conversationId={conversationId} username={username} request onClose={() => setConfirmingDelete(false)} />}
    </section>
  );
}
