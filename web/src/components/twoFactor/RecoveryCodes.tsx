import { useToast } from '../Toaster';

const FILE_NAME = 'glimpse-recovery-codes.txt';

const fileText = (codes: readonly string[]) =>
  ['Glimpse recovery codes', 'Each code signs you in once, when you cannot use your authenticator app.', '', ...codes, ''].join('\n');

/** The recovery codes, shown once right after two-factor authentication is turned on: to copy or download before leaving. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const toast = useToast();

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast({ title: 'Recovery codes copied' });
    } catch {
      toast({ title: 'Could not copy the codes.', description: 'Select them and copy them, or download them.', variant: 'destructive' });
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([fileText(codes)], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = FILE_NAME;
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div>
      <h2 className="settings-subtitle">Save your recovery codes</h2>
      <p className="two-factor__intro">
        If you lose your phone, each of these codes signs you in once instead of a code from the app. Keep them somewhere safe: they will not be shown again.
      </p>
      <ul className="two-factor__codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="two-factor__actions">
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          Copy
        </button>
        <button type="button" className="button button--secondary" onClick={download}>
          Download
        </button>
      </div>
      <button type="button" className="button button--primary button--block" onClick={onDone}>
        Done
      </button>
    </div>
  );
}
