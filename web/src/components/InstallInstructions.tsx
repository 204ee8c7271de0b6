import * as Dialog from '@radix-ui/react-dialog';
import { dismissInstallPrompt } from '../lib/storage';

/** How to install by hand, for browsers that offer no install prompt. 'Not now' or closing remembers the refusal. */
export default function ManualInstructions({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const close = (next: boolean) => {
    if (!next) dismissInstallPrompt();
    onOpenChange(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" data-testid="install-dialog">
          <Dialog.Title className="dialog__title">Install Glimpse</Dialog.Title>
          <Dialog.Description className="dialog__text">Add Glimpse to your home screen to open it like an app, even offline.</Dialog.Description>
          <ul className="dialog__list">
            <li>
              <strong>iPhone and iPad (Safari):</strong> tap Share, then Add to Home Screen.
            </li>
            <li>
              <strong>Android (Chrome):</strong> open the ⋮ menu, then Install app or Add to Home screen.
            </li>
            <li>
              <strong>Computer (Chrome or Edge):</strong> click the install icon at the right of the address bar.
            </li>
          </ul>
          <div className="dialog__actions">
            <Dialog.Close className="button button--secondary">Not now</Dialog.Close>
          </div>
          <Dialog.Close className="icon-button dialog__close" aria-label="Close">
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
