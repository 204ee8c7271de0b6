import type { ReactNode } from 'react';
import { useRuleText } from '../i18n/ruleMessages';

/** A field's problem, in the app's language (the rules say it in English: web/src/i18n/ruleMessages.ts). */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const ruleText = useRuleText();
  if (!message) return null;
  return (
    <p id={id} className="field__error" role="alert">
      {ruleText(message)}
    </p>
  );
}

export function Field({ id, label, error, children, hint }: { id: string; label: string; error?: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {children}
      {hint && <p className="field__hint">{hint}</p>}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** Props that tie an input to its error message for assistive technology. */
export function invalidProps(id: string, error?: string) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}
