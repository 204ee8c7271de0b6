import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import * as Dialog from '@radix-ui/react-dialog';
import { useNavigate } from 'react-router';
import { useDeleteConversation } from './useDeleteConversation';

const messages = defineMessages({
  requestTitle: { id: 'deleteChatDialog.requestTitle', defaultMessage: 'Delete message request?' },
  title: { id: 'deleteChatDialog.title', defaultMessage: 'Delete chat?' },
  text: {
    id: 'deleteChatDialog.text',
    defaultMessage:
      'The messages will be deleted for you only: <name></name> will still see them. If they write again, the chat comes back{request, select, yes { as a request} other {}}.',
  },
  cancel: { id: 'deleteChatDialog.cancel', defaultMessage: 'Cancel' },
  deleting: { id: 'deleteChatDialog.deleting', defaultMessage: 'Deleting...' },
  delete: { id: 'deleteChatDialog.delete', defaultMessage: 'Delete' },
});

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
  const { formatMessage: t } = useIntl();
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
          <Dialog.Title className="dialog__title">{t(request ? messages.requestTitle : messages.title)}</Dialog.Title>
          <p id="delete-chat-text" className="dialog__text">
            {t(messages.text, { request: request ? 'yes' : 'no', name: () => <bdi key="name">{username}</bdi> })}
          </p>
          <div className="dialog__actions">
            <Dialog.Close className="button button--secondary" disabled={deleting}>
              {t(messages.cancel)}
            </Dialog.Close>
            <button type="button" className="button button--danger" onClick={confirm} disabled={deleting}>
              {deleting ? t(messages.deleting) : t(messages.delete)}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
