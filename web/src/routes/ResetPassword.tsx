import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { TextField } from '../components/TextField';
import { carryToastAcrossReload } from '../components/Toaster';
import { useForm } from '../components/useForm';
import { graphql } from '../gql';
import { errorMessage } from '../lib/errors';

const messages = defineMessages({
  tryAgain: { id: 'resetPassword.tryAgain', defaultMessage: 'Please try again.' },
  done: { id: 'resetPassword.done', defaultMessage: 'Password reset' },
  title: { id: 'resetPassword.title', defaultMessage: 'Create a new password' },
  subtitle: { id: 'resetPassword.subtitle', defaultMessage: "It signs you out everywhere: you'll sign in again with the new one." },
  formLabel: { id: 'resetPassword.formLabel', defaultMessage: 'Choose a new password' },
  newPassword: { id: 'resetPassword.newPassword', defaultMessage: 'New password' },
  confirm: { id: 'resetPassword.confirm', defaultMessage: 'Confirm new password' },
  resetting: { id: 'resetPassword.resetting', defaultMessage: 'Resetting...' },
  reset: { id: 'resetPassword.reset', defaultMessage: 'Reset Password' },
  newLink: { id: 'resetPassword.newLink', defaultMessage: 'Ask for a new link' },
});

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);

const resetPasswordRules = () => import('./resetPasswordRules').then((rules) => rules.resetPasswordFormSchema);

/** /reset-password?token=: the page a reset mail links to; a new password, then on to sign in. */
export function ResetPasswordPage() {
  const { formatMessage: t } = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [resetPassword] = useMutation(ResetPasswordMutation);
  const form = useForm({ rules: resetPasswordRules, initial: { next: '', confirm: '' }, oneAtATime: true });
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(
    async ({ next }) => {
      const result = await resetPassword({ variables: { input: { token, newPassword: next } } });
      if (!result.data) throw result.error ?? new Error(t(messages.tryAgain));
      // Every session ended, this device's too: a full load of /login starts the app signed out, the toast carried over.
      carryToastAcrossReload({ title: t(messages.done), description: result.data.resetPassword });
      window.location.replace('/login');
    },
    (error) => setRefusal(errorMessage(error, t(messages.tryAgain))),
  );

  return (
    <main className="auth-page" data-testid="reset-password-page">
      <div className="auth-card">
        <h1 className="auth-card__title">{t(messages.title)}</h1>
        <p className="auth-card__subtitle">{t(messages.subtitle)}</p>
        {refusal && (
          <p className="field__error" role="alert">
            {refusal}
          </p>
        )}
        <form className="form" onSubmit={onSubmit} noValidate aria-label={t(messages.formLabel)}>
          <TextField label={t(messages.newPassword)} type="password" autoComplete="new-password" {...form.field('next')} />
          <TextField label={t(messages.confirm)} type="password" autoComplete="new-password" {...form.field('confirm')} />
          <button type="submit" className="button button--primary button--block" disabled={form.submitting}>
            {form.submitting ? t(messages.resetting) : t(messages.reset)}
          </button>
        </form>
        <p className="auth-card__switch">
          <Link to="/forgot-password">{t(messages.newLink)}</Link>
        </p>
      </div>
    </main>
  );
}
