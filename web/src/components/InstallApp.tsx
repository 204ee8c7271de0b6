import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { hasInstallOffer, isInstalled, promptInstall, subscribeInstallState } from '../lib/installPrompt';
import { dismissInstallPrompt, isInstallPromptDismissed } from '../lib/storage';
import { IconTooltip } from './IconTooltip';
import '../styles/shell.css';

// The instructions' dialog (and Radix's dialog code) loads when they are asked for.
const ManualInstructions = lazy(() => import('./InstallInstructions'));

/** The instructions while open; nothing (and none of their code) otherwise. */
function Instructions({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ManualInstructions open onOpenChange={onOpenChange} />
    </Suspense>
  );
}

function useInstallState() {
  const offered = useSyncExternalStore(subscribeInstallState, hasInstallOffer, () => false);
  const installed = useSyncExternalStore(subscribeInstallState, isInstalled, () => false);
  return { offered, installed };
}

async function install(openInstructions: () => void) {
  const outcome = await promptInstall();
  if (outcome === 'unavailable') openInstructions();
  else if (outcome === 'dismissed') dismissInstallPrompt();
}

function DownloadIcon() {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M12 3v12" />
      <path d="m7 10 5 5 5-5" />
      <path d="M5 21h14" />
    </svg>
  );
}

const messages = defineMessages({
  installApp: { id: 'installApp.installApp', defaultMessage: 'Install app' },
  promptLabel: { id: 'installApp.promptLabel', defaultMessage: 'Install Glimpse' },
  getTheApp: { id: 'installApp.getTheApp', defaultMessage: '<strong>Get the Glimpse app.</strong> Install it in one tap.' },
  addToHomeScreen: { id: 'installApp.addToHomeScreen', defaultMessage: '<strong>Get the Glimpse app.</strong> Add it to your home screen.' },
  notNow: { id: 'installApp.notNow', defaultMessage: 'Not now' },
  install: { id: 'installApp.install', defaultMessage: 'Install' },
});

/** The header's install button: the browser's prompt when it offers one, else instructions; hidden once installed. */
export function InstallButton() {
  const { formatMessage: t } = useIntl();
  const { installed } = useInstallState();
  const [instructions, setInstructions] = useState(false);
  if (installed) return null;
  return (
    <>
      <IconTooltip label={t(messages.installApp)}>
        <button type="button" className="icon-button" aria-label={t(messages.installApp)} onClick={() => void install(() => setInstructions(true))}>
          <DownloadIcon />
        </button>
      </IconTooltip>
      <Instructions open={instructions} onOpenChange={setInstructions} />
    </>
  );
}

/** An install suggestion in the page, until the app is installed or the user says 'Not now'. */
export function InstallPrompt() {
  const { formatMessage: t } = useIntl();
  const { offered, installed } = useInstallState();
  const [dismissed, setDismissed] = useState(isInstallPromptDismissed);
  const [instructions, setInstructions] = useState(false);
  if (installed || dismissed) return null;
  const notNow = () => {
    dismissInstallPrompt();
    setDismissed(true);
  };
  return (
    <aside className="install-prompt" aria-label={t(messages.promptLabel)} data-testid="install-prompt">
      <p className="install-prompt__text">
        {t(offered ? messages.getTheApp : messages.addToHomeScreen, { strong: (words) => <strong key="strong">{words}</strong> })}
      </p>
      <div className="install-prompt__actions">
        <button type="button" className="button button--secondary" onClick={notNow}>
          {t(messages.notNow)}
        </button>
        <button type="button" className="button button--primary" onClick={() => void install(() => setInstructions(true))}>
          {t(messages.install)}
        </button>
      </div>
      <Instructions
        open={instructions}
        onOpenChange={(open) => {
          setInstructions(open);
          if (!open) setDismissed(true);
        }}
      />
    </aside>
  );
}
