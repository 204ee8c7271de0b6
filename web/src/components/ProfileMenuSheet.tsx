import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { BlockConfirmation } from './BlockConfirmation';
import { ReportSheet } from './ContentMenuSheet';
import type { ProfileMenuUser } from './ProfileMenu';
import { useToggleBlock } from './useToggleBlock';
import { useToggleMute } from './useToggleMute';
import '../styles/posts.css';

const messages = defineMessages({
  optionsFor: { id: 'profileMenuSheet.optionsFor', defaultMessage: 'Options for <name></name>' },
  report: { id: 'profileMenuSheet.report', defaultMessage: 'Report' },
  unblock: { id: 'profileMenuSheet.unblock', defaultMessage: 'Unblock' },
  block: { id: 'profileMenuSheet.block', defaultMessage: 'Block' },
  unmute: { id: 'profileMenuSheet.unmute', defaultMessage: 'Unmute' },
  mute: { id: 'profileMenuSheet.mute', defaultMessage: 'Mute' },
  cancel: { id: 'profileMenuSheet.cancel', defaultMessage: 'Cancel' },
});

/** The sheet the '...' of a profile opens (see ProfileMenu): Report, Block / Unblock, Mute / Unmute. */
export default function ProfileMenuSheet({
  user,
  blocked,
  muted,
  onClose,
}: {
  user: ProfileMenuUser;
  blocked: boolean;
  muted: boolean | null;
  onClose: () => void;
}) {
  const { formatMessage: t } = useIntl();
  const [step, setStep] = useState<'menu' | 'block' | 'report'>('menu');
  const { toggleBlock, busy: blocking } = useToggleBlock();
  const { toggleMute, busy: muting } = useToggleMute();
  const textId = useId();

  async function run(action: () => Promise<boolean | null>) {
    if ((await action()) !== null) onClose();
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className={step === 'report' ? 'dialog report-dialog' : 'dialog dialog--sheet'}
          aria-describedby={step === 'block' ? textId : undefined}
        >
          {step === 'report' ? (
            <ReportSheet what="account" target={{ kind: 'user', id: user.id }} onDone={onClose} />
          ) : step === 'block' ? (
            <BlockConfirmation username={user.username} textId={textId} busy={blocking} onBlock={() => run(() => toggleBlock(user))} />
          ) : (
            <>
              <Dialog.Title className="sr-only">{t(messages.optionsFor, { name: () => <bdi key="name">{user.username}</bdi> })}</Dialog.Title>
              <div className="sheet-list">
                <button type="button" className="sheet-list__item sheet-list__item--danger" onClick={() => setStep('report')}>
                  {t(messages.report)}
                </button>
                {blocked ? (
                  <button type="button" className="sheet-list__item sheet-list__item--danger" disabled={blocking} onClick={() => run(() => toggleBlock(user))}>
                    {t(messages.unblock)}
                  </button>
                ) : (
                  <button type="button" className="sheet-list__item sheet-list__item--danger" onClick={() => setStep('block')}>
                    {t(messages.block)}
                  </button>
                )}
                {muted !== null && (
                  <button type="button" className="sheet-list__item" disabled={muting} onClick={() => run(() => toggleMute(user))}>
                    {muted ? t(messages.unmute) : t(messages.mute)}
                  </button>
                )}
                <Dialog.Close className="sheet-list__item">{t(messages.cancel)}</Dialog.Close>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
