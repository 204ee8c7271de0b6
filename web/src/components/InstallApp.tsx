import * as Dialog from '@radix-ui/react-dialog';
import { useState, useSyncExternalStore } from 'react';
import { hasInstallOffer, isInstalled, promptInstall, subscribeInstallState } from '../lib/installPrompt';
import { dismissInstallPrompt, isInstallPromptDismissed } from '../lib/storage';
import { IconTooltip } from './IconTooltip';
import '../styles/shell.css';

function useInstallState() {
  const offered = useSyncExternalStore(subscribeInstallState, hasInstallOffer, () => false);
  const installed = useSyncExternalStore(subscribeInstallState, isInstalled, () => false);
  return { offered, installed };
}

/** How to install by hand, for browsers that offer no install prompt. 'Not now' or closing remembers the refusal. */
function ManualInstructions({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
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

async function install(openInstructions: () => void) {
  const outcome = await promptInstall();
  if (outcome === 'unavailable') openInstructions();
  else if (outcome === 'dismissed') dismissInstallPrompt();
}

function DownloadIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M12 3v12" />
      <path d="m7 10 5 5 5-5" />
      <path d="M5 21h14" />
    </svg>
  );
}

/** The header's install button: the browser's prompt when it offers one, else instructions; hidden once installed. */
export function InstallButton() {
  const { installed } = useInstallState();
  const [instructions, setInstructions] = useState(false);
  if (installed) return null;
  return (
    <>
      <IconTooltip label="Install app">
        <button type="button" className="icon-button" aria-label="Install app" onClick={() => void install(() => setInstructions(true))}>
          <DownloadIcon />
        </button>
      </IconTooltip>
      <ManualInstructions open={instructions} onOpenChange={setInstructions} />
    </>
  );
}

/** An install suggestion in the page, until the app is installed or the user says 'Not now'. */
export function InstallPrompt() {
  const { offered, installed } = useInstallState();
  const [dismissed, setDismissed] = useState(isInstallPromptDismissed);
  const [instructions, setInstructions] = useState(false);
  if (installed || dismissed) return null;
  const notNow = () => {
    dismissInstallPrompt();
    setDismissed(true);
  };
  return (
    <aside className="install-prompt" aria-label="Install Glimpse" data-testid="install-prompt">
      <p className="install-prompt__text">
        <strong>Get the Glimpse app.</strong> {offered ? 'Install it in one tap.' : 'Add it to your home screen.'}
      </p>
      <div className="install-prompt__actions">
        <button type="button" className="button button--secondary" onClick={notNow}>
          Not now
        </button>
        <button type="button" className="button button--primary" onClick={() => void install(() => setInstructions(true))}>
          Install
        </button>
      </div>
      <ManualInstructions
        open={instructions}
        onOpenChange={(open) => {
          setInstructions(open);
          if (!open) setDismissed(true);
        }}
      />
    </aside>
  );
}
