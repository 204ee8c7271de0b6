import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { useToast } from '../Toaster';

const messages = defineMessages({
  fileTitle: { id: 'recoveryCodes.fileTitle', defaultMessage: 'Glimpse recovery codes' },
  fileNote: { id: 'recoveryCodes.fileNote', defaultMessage: 'Each code signs you in once, when you cannot use your authenticator app.' },
  copied: { id: 'recoveryCodes.copied', defaultMessage: 'Recovery codes copied' },
  copyFailed: { id: 'recoveryCodes.copyFailed', defaultMessage: 'Could not copy the codes.' },
  copyFailedHint: { id: 'recoveryCodes.copyFailedHint', defaultMessage: 'Select them and copy them, or download them.' },
  title: { id: 'recoveryCodes.title', defaultMessage: 'Save your recovery codes' },
  intro: {
    id: 'recoveryCodes.intro',
    defaultMessage:
      'If you lose your phone, each of these codes signs you in once instead of a code from the app. Keep them somewhere safe: they will not be shown again.',
  },
  listLabel: { id: 'recoveryCodes.listLabel', defaultMessage: 'Recovery codes' },
  copy: { id: 'recoveryCodes.copy', defaultMessage: 'Copy' },
  download: { id: 'recoveryCodes.download', defaultMessage: 'Download' },
  done: { id: 'recoveryCodes.done', defaultMessage: 'Done' },
});

const FILE_NAME = 'glimpse-recovery-codes.txt';

const fileText = (title: string, note: string, codes: readonly string[]) => [title, note, '', ...codes, ''].join('\n');

/** The recovery codes, shown once right after two-factor authentication is turned on: to copy or download before leaving. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { formatMessage: t } = useIntl();
  const toast = useToast();

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast({ title: t(messages.copied) });
    } catch {
      toast({ title: t(messages.copyFailed), description: t(messages.copyFailedHint), variant: 'destructive' });
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([fileText(t(messages.fileTitle), t(messages.fileNote), codes)], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = FILE_NAME;
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div>
      <h2 className="settings-subtitle">{t(messages.title)}</h2>
      <p className="two-factor__intro">{t(messages.intro)}</p>
      <ul className="two-factor__codes" aria-label={t(messages.listLabel)}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="two-factor__actions">
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          {t(messages.copy)}
        </button>
        <button type="button" className="button button--secondary" onClick={download}>
          {t(messages.download)}
        </button>
      </div>
      <button type="button" className="button button--primary button--block" onClick={onDone}>
        {t(messages.done)}
      </button>
    </div>
  );
}
