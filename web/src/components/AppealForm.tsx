import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { useToast } from './Toaster';

export const APPEAL_MAX = 1000;

const messages = defineMessages({
  label: { id: 'appealForm.label', defaultMessage: 'Why should the decision change?' },
  explain: { id: 'appealForm.explain', defaultMessage: 'Please explain why the decision should change.' },
  sent: { id: 'appealForm.sent', defaultMessage: 'Appeal sent' },
  sentText: { id: 'appealForm.sentText', defaultMessage: 'A moderator will look at it and tell you the decision here.' },
  failed: { id: 'appealForm.failed', defaultMessage: 'Failed to send the appeal. Please try again.' },
  failedTitle: { id: 'appealForm.failedTitle', defaultMessage: 'Failed to send the appeal.' },
  formLabel: { id: 'appealForm.formLabel', defaultMessage: 'Appeal' },
  sending: { id: 'appealForm.sending', defaultMessage: 'Sending...' },
  send: { id: 'appealForm.send', defaultMessage: 'Send appeal' },
});

/**
 * Asks for a second look at a sanction: what the person writes, sent by `send` (a signed-in or
 * banned session's appeal, or one from the sign-in screen with a password). `onFiled` runs once
 * the appeal is in.
 */
export function AppealForm({ send, onFiled, label }: { send: (text: string) => Promise<void>; onFiled?: () => void; label?: string }) {
  const { formatMessage: t } = useIntl();
  const toast = useToast();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const uid = useId();
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!text.trim()) return setError(t(messages.explain));
    setBusy(true);
    setError(null);
    try {
      await send(text.trim());
      toast({ title: t(messages.sent), description: t(messages.sentText) });
      setText('');
      onFiled?.();
    } catch (failure) {
      const message = failure instanceof Error && failure.message ? failure.message : t(messages.failed);
      setError(message);
      toast({ title: t(messages.failedTitle), description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form appeal-form" onSubmit={submit} aria-label={t(messages.formLabel)} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={`${uid}-text`}>
          {label ?? t(messages.label)}
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
        {busy ? t(messages.sending) : t(messages.send)}
      </button>
    </form>
  );
}
