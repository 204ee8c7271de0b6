import { useId, useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { saveDownload, fileNameOfDisposition } from '../../lib/download';
import { useToast } from '../Toaster';
import '../../styles/dataDownload.css';

const FALLBACK_NAME = 'glimpse-data.zip';

/** Fetches the signed-in person's archive (the session cookie says whose) and hands it to the browser. */
async function downloadMyData(): Promise<string> {
  const response = await fetch('/api/me/data', { credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? 'Please try again.');
  }
  const name = fileNameOfDisposition(response.headers.get('content-disposition')) ?? FALLBACK_NAME;
  saveDownload(await response.blob(), name);
  return name;
}

/** Settings' 'Download your data': a ZIP of everything the person has on Glimpse. */
export function DownloadDataSection() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function onDownload() {
    setBusy(true);
    try {
      const name = await downloadMyData();
      toast({ title: 'Your data is ready.', description: `Saved as ${name}.` });
    } catch (error) {
      toast({ title: 'Failed to download your data.', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="settings-section" aria-labelledby={`${id}-title`} aria-busy={busy}>
      <h2 id={`${id}-title`} className="settings-section__title">
        Your Data
      </h2>
      <p id={`${id}-about`} className="data-download__about">
        Get a copy of what you have shared on Glimpse: your profile, posts with their photos and videos, comments, likes, follows, messages and a history of
        your activity, in one ZIP file. Preparing it can take a minute.
      </p>
      <button type="button" className="button button--secondary button--block" onClick={onDownload} disabled={busy} aria-describedby={`${id}-about`}>
        {busy && <span className="data-download__spinner" aria-hidden="true" />}
        {busy ? 'Preparing your data...' : 'Download your data'}
      </button>
    </section>
  );
}
