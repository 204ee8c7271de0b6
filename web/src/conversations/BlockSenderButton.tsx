import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { BlockConfirmation } from '../components/BlockConfirmation';
import { useToggleBlock, type BlockTarget } from '../components/useToggleBlock';

const messages = defineMessages({
  block: { id: 'blockSenderButton.block', defaultMessage: 'Block' },
});

/** Block in a message request's bar: after Instagram's confirmation the request leaves the list, and the screen returns to it. */
export function BlockSenderButton({ sender, disabled }: { sender: BlockTarget; disabled?: boolean }) {
  const { formatMessage: t } = useIntl();
  const [confirming, setConfirming] = useState(false);
  const { toggleBlock, busy } = useToggleBlock();
  const navigate = useNavigate();
  const textId = useId();

  async function block() {
    if ((await toggleBlock(sender)) === true) navigate('/messages/requests', { replace: true });
  }

  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setConfirming(true)} disabled={disabled || busy}>
        {t(messages.block)}
      </button>
      {confirming && (
        <Dialog.Root open onOpenChange={(open) => !open && setConfirming(false)}>
          <Dialog.Portal>
            <Dialog.Overlay className="dialog-overlay" />
            <Dialog.Content className="dialog dialog--sheet" aria-describedby={textId}>
              <BlockConfirmation username={sender.username} textId={textId} busy={busy} onBlock={() => void block()} />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      )}
    </>
  );
}
