import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { TextField } from '../components/TextField';
import { carryToastAcrossReload } from '../components/Toaster';
import { useForm } from '../components/useForm';
import { graphql } from '../gql';
import { errorMessage } from '../lib/errors';

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);

const resetPasswordRules = () => import('./resetPasswordRules').then((rules) => rules.resetPasswordFormSchema);

/** /reset-password?token=: the page a reset mail links to; a new password, then on to sign in. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [resetPassword] = useMutation(ResetPasswordMutation);
  const form = useForm({ rules: resetPasswordRules, initial: { next: '', confirm: '' }, oneAtATime: true });
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(
    async ({ next }) => {
      const result = await resetPassword({ variables: { input: { token, newPassword: next } } });
      if (!result.data) throw result.error ?? new Error('Please try again.');
      // Every session ended, this device's too: a full load of /login starts the app signed out, the toast carried over.
      carryToastAcrossReload({ title: 'Password reset', description: result.data.resetPassword });
      window.location.replace('/login');
    },
    (error) => setRefusal(errorMessage(error, 'Please try again.')),
  );

  return (
    <main className="auth-page" data-testid="reset-password-page">
      <div className="auth-card">
        <h1 className="auth-card__title">Create a new password</h1>
        <p className="auth-card__subtitle">It signs you out everywhere: you'll sign in again with the new one.</p>
        {refusal && (
          <p className="field__error" role="alert">
            {refusal}
          </p>
        )}
        <form className="form" onSubmit={onSubmit} noValidate aria-label="Choose a new password">
          <TextField label="New password" type="password" autoComplete="new-password" {...form.field('next')} />
          <TextField label="Confirm new password" type="password" autoComplete="new-password" {...form.field('confirm')} />
          <button type="submit" className="button button--primary button--block" disabled={form.submitting}>
            {form.submitting ? 'Resetting...' : 'Reset Password'}
          </button>
        </form>
        <p className="auth-card__switch">
          <Link to="/forgot-password">Ask for a new link</Link>
        </p>
      </div>
    </main>
  );
}
