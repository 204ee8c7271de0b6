import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { errorMessage } from '../../lib/errors';
import { saveDownload, fileNameOfDisposition } from '../../lib/download';
import { useToast } from '../Toaster';
import '../../styles/dataDownload.css';

const FALLBACK_NAME = 'glimpse-data.zip';

const messages = defineMessages({
  ready: { id: 'downloadDataSection.ready', defaultMessage: 'Your data is ready.' },
  savedAs: { id: 'downloadDataSection.savedAs', defaultMessage: 'Saved as {name}.' },
  failed: { id: 'downloadDataSection.failed', defaultMessage: 'Failed to download your data.' },
  tryAgain: { id: 'downloadDataSection.tryAgain', defaultMessage: 'Please try again.' },
  title: { id: 'downloadDataSection.title', defaultMessage: 'Your Data' },
  about: {
    id: 'downloadDataSection.about',
    defaultMessage:
      'Get a copy of what you have shared on Glimpse: your profile, posts with their photos and videos, comments, likes, follows, messages and a history of your activity, in one ZIP file. Preparing it can take a minute.',
  },
  preparing: { id: 'downloadDataSection.preparing', defaultMessage: 'Preparing your data...' },
  download: { id: 'downloadDataSection.download', defaultMessage: 'Download your data' },
});

/** Fetches the signed-in person's archive (the session cookie says whose) and hands it to the browser. */
async function downloadMyData(): Promise<string> {
  const response = await fetch('/api/me/data', { credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    // Without the server's words, the toast says 'Please try again.' in the person's language.
    throw new Error(body?.message);
  }
  const name = fileNameOfDisposition(response.headers.get('content-disposition')) ?? FALLBACK_NAME;
  saveDownload(await response.blob(), name);
  return name;
}

/** Settings' 'Download your data': a ZIP of everything the person has on Glimpse. */
export function DownloadDataSection() {
  const { formatMessage: t } = useIntl();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function onDownload() {
    setBusy(true);
    try {
      const name = await downloadMyData();
      toast({ title: t(messages.ready), description: t(messages.savedAs, { name }) });
    } catch (error) {
      toast({ title: t(messages.failed), description: errorMessage(error, t(messages.tryAgain)), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="settings-section" aria-labelledby={`${id}-title`} aria-busy={busy}>
      <h2 id={`${id}-title`} className="settings-section__title">
        {t(messages.title)}
      </h2>
      <p id={`${id}-about`} className="data-download__about">
        {t(messages.about)}
      </p>
      <button type="button" className="button button--secondary button--block" onClick={onDownload} disabled={busy} aria-describedby={`${id}-about`}>
        {busy && <span className="data-download__spinner" aria-hidden="true" />}
        {busy ? t(messages.preparing) : t(messages.download)}
      </button>
    </section>
  );
}
