import { useId, useState } from 'react';
import { useToast } from './Toaster';

export const APPEAL_MAX = 1000;

/**
 * Asks for a second look at a sanction: what the person writes, sent by `send` (a signed-in or
 * banned session's appeal, or one from the sign-in screen with a password). `onFiled` runs once
 * the appeal is in.
 */
export function AppealForm({
  send,
  onFiled,
  label = 'Why should the decision change?',
}: {
  send: (text: string) => Promise<void>;
  onFiled?: () => void;
  label?: string;
}) {
  const toast = useToast();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const uid = useId();
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!text.trim()) return setError('Please explain why the decision should change.');
    setBusy(true);
    setError(null);
    try {
      await send(text.trim());
      toast({ title: 'Appeal sent', description: 'A moderator will look at it and tell you the decision here.' });
      setText('');
      onFiled?.();
    } catch (failure) {
      const message = failure instanceof Error && failure.message ? failure.message : 'Failed to send the appeal. Please try again.';
      setError(message);
      toast({ title: 'Failed to send the appeal.', description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form appeal-form" onSubmit={submit} aria-label="Appeal" noValidate>
      <div className="field">
        <label className="field__label" htmlFor={`${uid}-text`}>
          {label}
        </label>
        <textarea
          id={`${uid}-text`}
          className="textarea"
          rows={4}
          dir="auto"
          maxLength={APPEAL_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-describedby={error ? `${uid}-error` : undefined}
        />
      </div>
      {error && (
        <p id={`${uid}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={busy || !text.trim()}>
        {busy ? 'Sending...' : 'Send appeal'}
      </button>
    </form>
  );
}
