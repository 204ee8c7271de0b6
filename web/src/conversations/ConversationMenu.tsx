import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { DeleteChatDialog } from './DeleteChatDialog';
import '../styles/posts.css';

const messages = defineMessages({
  options: { id: 'conversationMenu.options', defaultMessage: 'Chat options' },
  deleteChat: { id: 'conversationMenu.deleteChat', defaultMessage: 'Delete chat' },
  cancel: { id: 'conversationMenu.cancel', defaultMessage: 'Cancel' },
});

/** The '...' of a chat's header: a sheet with Delete chat (for the viewer only), confirmed first. */
export function ConversationMenu({ conversationId, username, request }: { conversationId: string; username: string; request: boolean }) {
  const { formatMessage: t } = useIntl();
  const [step, setStep] = useState<'closed' | 'menu' | 'confirm'>('closed');
  return (
    <>
      <button
        type="button"
        className="icon-button chat__menu"
        aria-label={t(messages.options)}
        aria-haspopup="dialog"
        aria-expanded={step !== 'closed'}
        onClick={() => setStep('menu')}
      >
        <span aria-hidden="true">•••</span>
      </button>
      {step === 'menu' && (
        <Dialog.Root open onOpenChange={(open) => !open && setStep('closed')}>
          <Dialog.Portal>
            <Dialog.Overlay className="dialog-overlay" />
            <Dialog.Content className="dialog dialog--sheet" aria-describedby={undefined}>
              <Dialog.Title className="sr-only">{t(messages.options)}</Dialog.Title>
              <div className="sheet-list">
                <button type="button" className="sheet-list__item sheet-list__item--danger" onClick={() => setStep('confirm')}>
                  {t(messages.deleteChat)}
                </button>
                <Dialog.Close className="sheet-list__item">{t(messages.cancel)}</Dialog.Close>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      )}
      {step === 'confirm' && <DeleteChatDialog conversationId={conversationId} username={username} request={request} onClose={() => setStep('closed')} />}
    </>
  );
}
