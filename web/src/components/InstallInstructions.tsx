import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { dismissInstallPrompt } from '../lib/storage';

const messages = defineMessages({
  title: { id: 'installInstructions.title', defaultMessage: 'Install Glimpse' },
  description: { id: 'installInstructions.description', defaultMessage: 'Add Glimpse to your home screen to open it like an app, even offline.' },
  iphone: { id: 'installInstructions.iphone', defaultMessage: '<strong>iPhone and iPad (Safari):</strong> tap Share, then Add to Home Screen.' },
  android: {
    id: 'installInstructions.android',
    defaultMessage: '<strong>Android (Chrome):</strong> open the ⋮ menu, then Install app or Add to Home screen.',
  },
  computer: {
    id: 'installInstructions.computer',
    defaultMessage: '<strong>Computer (Chrome or Edge):</strong> click the install icon at the right of the address bar.',
  },
  notNow: { id: 'installInstructions.notNow', defaultMessage: 'Not now' },
  close: { id: 'installInstructions.close', defaultMessage: 'Close' },
});

const strong = (words: ReactNode[]) => <strong key="strong">{words}</strong>;

/** How to install by hand, for browsers that offer no install prompt. 'Not now' or closing remembers the refusal. */
export default function ManualInstructions({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { formatMessage: t } = useIntl();
  const close = (next: boolean) => {
    if (!next) dismissInstallPrompt();
    onOpenChange(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" data-testid="install-dialog">
          <Dialog.Title className="dialog__title">{t(messages.title)}</Dialog.Title>
          <Dialog.Description className="dialog__text">{t(messages.description)}</Dialog.Description>
          <ul className="dialog__list">
            <li>{t(messages.iphone, { strong })}</li>
            <li>{t(messages.android, { strong })}</li>
            <li>{t(messages.computer, { strong })}</li>
          </ul>
          <div className="dialog__actions">
            <Dialog.Close className="button button--secondary">{t(messages.notNow)}</Dialog.Close>
          </div>
          <Dialog.Close className="icon-button dialog__close" aria-label={t(messages.close)}>
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
