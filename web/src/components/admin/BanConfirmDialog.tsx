import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';

const messages = defineMessages({
  title: { id: 'banConfirm.title', defaultMessage: 'Ban <name></name>?' },
  text: {
    id: 'banConfirm.text',
    defaultMessage:
      'A ban is permanent: the account can no longer sign in or do anything, and the addresses it used are banned too. The person is told the reason and may appeal once.',
  },
  reason: { id: 'banConfirm.reason', defaultMessage: 'Reason' },
  adminCode: { id: 'banConfirm.adminCode', defaultMessage: 'Admin code (required for an administrator)' },
  cancel: { id: 'banConfirm.cancel', defaultMessage: 'Cancel' },
  banning: { id: 'banConfirm.banning', defaultMessage: 'Banning...' },
  ban: { id: 'banConfirm.ban', defaultMessage: 'Ban permanently' },
});

export const BAN_REASON_DEFAULT = 'Banned by administrator';

/**
 * The confirmation a permanent ban asks for, with its reason (the spec's fixed text unless the
 * administrator writes one). `onConfirm` resolves true once the ban is done, which closes it.
 */
export function BanConfirmDialog({
  username,
  busy,
  onConfirm,
  onClose,
  needsAdminCode = false,
}: {
  username: string;
  busy: boolean;
  onConfirm: (reason: string, adminCode: string) => Promise<boolean>;
  onClose: () => void;
  needsAdminCode?: boolean;
}) {
  const { formatMessage: t } = useIntl();
  const [reason, setReason] = useState(BAN_REASON_DEFAULT);
  const [adminCode, setAdminCode] = useState('');
  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    if (await onConfirm(reason.trim() || BAN_REASON_DEFAULT, adminCode)) onClose();
  }
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" aria-describedby="ban-confirm-text">
          <Dialog.Title className="dialog__title">{t(messages.title, { name: () => <bdi key="name">{username}</bdi> })}</Dialog.Title>
          <form className="form" onSubmit={confirm}>
            <p id="ban-confirm-text" className="admin-muted">
              {t(messages.text)}
            </p>
            <div className="field">
              <label className="field__label" htmlFor="ban-reason">
                {t(messages.reason)}
              </label>
              <input id="ban-reason" className="input" value={reason} maxLength={500} dir="auto" onChange={(e) => setReason(e.target.value)} />
            </div>
            {needsAdminCode && (
              <div className="field">
                <label className="field__label" htmlFor="ban-admin-code">
                  {t(messages.adminCode)}
                </label>
                <input id="ban-admin-code" className="input" type="password" value={adminCode} onChange={(e) => setAdminCode(e.target.value)} />
              </div>
            )}
            <div className="dialog__actions">
              <Dialog.Close className="button button--secondary" type="button" disabled={busy}>
                {t(messages.cancel)}
              </Dialog.Close>
              <button type="submit" className="button button--danger" disabled={busy}>
                {busy ? t(messages.banning) : t(messages.ban)}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
