import * as Dialog from '@radix-ui/react-dialog';
import { useNavigate } from 'react-router';
import { useDeleteConversation } from './useDeleteConversation';

/**
 * The confirmation before a chat is deleted, for the viewer only (as Instagram does); once
 * deleted, back to the list it came from.
 */
export function DeleteChatDialog({
  conversationId,
  username,
  request,
  onClose,
}: {
  conversationId: string;
  username: string;
  request: boolean;
  onClose: () => void;
}) {
  const [remove, deleting] = useDeleteConversation();
  const navigate = useNavigate();

  async function confirm() {
    if (await remove(conversationId)) navigate(request ? '/messages/requests' : '/messages', { replace: true });
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog dialog--sheet" aria-describedby="delete-chat-text">
          <Dialog.Title className="dialog__title">{request ? 'Delete message request?' : 'Delete chat?'}</Dialog.Title>
          <p id="delete-chat-text" className="dialog__text">
            The messages will be deleted for you only: <bdi>{username}</bdi> will still see them. If they write again, the chat comes back
            {request ? ' as a request' : ''}.
          </p>
          <div className="dialog__actions">
            <Dialog.Close className="button button--secondary" disabled={deleting}>
              Cancel
            </Dialog.Close>
            <button type="button" className="button button--danger" onClick={confirm} disabled={deleting}>
              {deleting ? 'Deleting...' : 'Delete'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
