import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { type ChangeEvent, type ReactNode, useState } from 'react';
import { Field, invalidProps } from './FormField';

const messages = defineMessages({
  show: { id: 'passwordField.show', defaultMessage: 'Show<sr> password</sr>' },
  hide: { id: 'passwordField.hide', defaultMessage: 'Hide<sr> password</sr>' },
});

type PasswordFieldProps = {
  id: string;
  label: string;
  error?: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  name?: string;
  autoComplete: 'current-password' | 'new-password';
};

/**
 * A labelled password input with a Show / Hide button, as Instagram's: typing a password on a
 * phone is easier when one can check it. The button's name ('Show password', 'Hide password') says what it will do.
 */
export function PasswordField({ id, label, error, ...input }: PasswordFieldProps) {
  const { formatMessage: t } = useIntl();
  const [shown, setShown] = useState(false);
  return (
    <Field id={id} label={label} error={error}>
      <div className="password-field">
        <input
          id={id}
          className="input password-field__input"
          type={shown ? 'text' : 'password'}
          autoCapitalize="none"
          spellCheck={false}
          {...input}
          {...invalidProps(id, error)}
        />
        {/* Named by its text ('Show password', the second word for screen readers), not aria-label, so that the field's own label names only the field. */}
        <button type="button" className="password-field__toggle" aria-controls={id} onClick={() => setShown((now) => !now)}>
          {t(shown ? messages.hide : messages.show, { sr: (words: ReactNode) => <span className="sr-only">{words}</span> })}
        </button>
      </div>
    </Field>
  );
}
