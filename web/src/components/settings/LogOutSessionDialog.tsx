import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import * as Dialog from '@radix-ui/react-dialog';
import { useId } from 'react';

const messages = defineMessages({
  titleOne: { id: 'logOutSession.titleOne', defaultMessage: 'Log out of {device}?' },
  titleOthers: { id: 'logOutSession.titleOthers', defaultMessage: 'Log out of all other sessions?' },
  textOne: {
    id: 'logOutSession.textOne',
    defaultMessage: 'That device will be signed out of Glimpse at once. Whoever uses it will need your password to sign in again.',
  },
  textOthers: { id: 'logOutSession.textOthers', defaultMessage: 'Every device but this one will be signed out of Glimpse at once. You stay signed in here.' },
  cancel: { id: 'logOutSession.cancel', defaultMessage: 'Cancel' },
  loggingOut: { id: 'logOutSession.loggingOut', defaultMessage: 'Logging Out...' },
  logOut: { id: 'logOutSession.logOut', defaultMessage: 'Log Out' },
});

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
  const { formatMessage: t } = useIntl();
  const textId = useId();
  async function confirm() {
    if (await onConfirm()) onClose();
  }
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" aria-describedby={textId} data-testid="log-out-session-dialog">
          <Dialog.Title className="dialog__title">{device ? t(messages.titleOne, { device }) : t(messages.titleOthers)}</Dialog.Title>
          <p id={textId} className="dialog__text">
            {device ? t(messages.textOne) : t(messages.textOthers)}
          </p>
          <div className="dialog__actions">
            <Dialog.Close className="button button--secondary" disabled={busy}>
              {t(messages.cancel)}
            </Dialog.Close>
            <button type="button" className="button button--danger" onClick={() => void confirm()} disabled={busy} data-testid="confirm-log-out-session">
              {busy ? t(messages.loggingOut) : t(messages.logOut)}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
