import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { TextField } from '../components/TextField';
import { useToast } from '../components/Toaster';
import { useForm } from '../components/useForm';
import { graphql } from '../gql';
import { errorMessage } from '../lib/errors';

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

const forgotPasswordRules = () => import('../../../domain/passwordReset/passwordResetInput').then((rules) => rules.forgotPasswordInputSchema);

/** /forgot-password: asks for a link to reset the password; the answer is the same whether an account uses the address or not. */
export function ForgotPasswordPage() {
  const toast = useToast();
  const [requestReset] = useMutation(RequestPasswordResetMutation);
  const form = useForm({ rules: forgotPasswordRules, initial: { email: '' } });
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(
    async ({ email }) => {
      const result = await requestReset({ variables: { email } });
      if (!result.data) throw result.error ?? new Error('Please try again.');
      setSent(result.data.requestPasswordReset);
    },
    (error) => toast({ title: "Couldn't send the link.", description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  );

  return (
    <main className="auth-page" data-testid="forgot-password-page">
      <div className="auth-card">
        <h1 className="auth-card__title">Trouble signing in?</h1>
        {sent ? (
          <p className="auth-card__subtitle" role="status">
            {sent} It works for one hour. Check your spam folder if it doesn't arrive.
          </p>
        ) : (
          <>
            <p className="auth-card__subtitle">Enter your email and we'll send you a link to get back into your account.</p>
            <form className="form" onSubmit={onSubmit} noValidate aria-label="Reset your password">
              <TextField label="Email" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...form.field('email')} />
              <button type="submit" className="button button--primary button--block" disabled={form.submitting}>
                {form.submitting ? 'Sending...' : 'Send Link'}
              </button>
            </form>
          </>
        )}
        <p className="auth-card__switch">
          <Link to="/login">Back to Sign In</Link>
        </p>
      </div>
    </main>
  );
}
