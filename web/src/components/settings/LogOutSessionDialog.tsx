import * as Dialog from '@radix-ui/react-dialog';
import { useId } from 'react';

/**
 * The confirmation before logging a device out ('Log out of Chrome on Android?'), or every other
 * device (`device` null). `onConfirm` resolves true once done, which closes it.
 */
export function LogOutSessionDialog({
  device,
  busy,
  onConfirm,
  onClose,
}: {
  device: string | null;
  busy: boolean;
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}) {
  const textId = useId();
  async function confirm() {
    if (await onConfirm()) onClose();
  }
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" aria-describedby={textId} data-testid="log-out-session-dialog">
          <Dialog.Title className="dialog__title">{device ? `Log out of ${device}?` : 'Log out of all other sessions?'}</Dialog.Title>
          <p id={textId} className="dialog__text">
            {device
              ? 'That device will be signed out of Glimpse at once. Whoever uses it will need your password to sign in again.'
              : 'Every device but this one will be signed out of Glimpse at once. You stay signed in here.'}
          </p>
          <div className="dialog__actions">
            <Dialog.Close className="button button--secondary" disabled={busy}>
              Cancel
            </Dialog.Close>
            <button type="button" className="button button--danger" onClick={() => void confirm()} disabled={busy} data-testid="confirm-log-out-session">
              {busy ? 'Logging Out...' : 'Log Out'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
