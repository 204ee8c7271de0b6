import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { TextField } from '../components/TextField';
import { useToast } from '../components/Toaster';
import { useForm } from '../components/useForm';
import { graphql } from '../gql';
import { errorMessage } from '../lib/errors';

const messages = defineMessages({
  tryAgain: { id: 'forgotPassword.tryAgain', defaultMessage: 'Please try again.' },
  sendFailed: { id: 'forgotPassword.sendFailed', defaultMessage: "Couldn't send the link." },
  title: { id: 'forgotPassword.title', defaultMessage: 'Trouble signing in?' },
  sent: { id: 'forgotPassword.sent', defaultMessage: "{sent} It works for one hour. Check your spam folder if it doesn't arrive." },
  intro: { id: 'forgotPassword.intro', defaultMessage: "Enter your email and we'll send you a link to get back into your account." },
  formLabel: { id: 'forgotPassword.formLabel', defaultMessage: 'Reset your password' },
  email: { id: 'forgotPassword.email', defaultMessage: 'Email' },
  sending: { id: 'forgotPassword.sending', defaultMessage: 'Sending...' },
  send: { id: 'forgotPassword.send', defaultMessage: 'Send Link' },
  backToSignIn: { id: 'forgotPassword.backToSignIn', defaultMessage: 'Back to Sign In' },
});

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

const forgotPasswordRules = () => import('../../../domain/passwordReset/passwordResetInput').then((rules) => rules.forgotPasswordInputSchema);

/** /forgot-password: asks for a link to reset the password; the answer is the same whether an account uses the address or not. */
export function ForgotPasswordPage() {
  const { formatMessage: t } = useIntl();
  const toast = useToast();
  const [requestReset] = useMutation(RequestPasswordResetMutation);
  const form = useForm({ rules: forgotPasswordRules, initial: { email: '' } });
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(
    async ({ email }) => {
      const result = await requestReset({ variables: { email } });
      if (!result.data) throw result.error ?? new Error(t(messages.tryAgain));
      setSent(result.data.requestPasswordReset);
    },
    (error) => toast({ title: t(messages.sendFailed), description: errorMessage(error, t(messages.tryAgain)), variant: 'destructive' }),
  );

  return (
    <main className="auth-page" data-testid="forgot-password-page">
      <div className="auth-card">
        <h1 className="auth-card__title">{t(messages.title)}</h1>
        {sent ? (
          <p className="auth-card__subtitle" role="status">
            {t(messages.sent, { sent })}
          </p>
        ) : (
          <>
            <p className="auth-card__subtitle">{t(messages.intro)}</p>
            <form className="form" onSubmit={onSubmit} noValidate aria-label={t(messages.formLabel)}>
              <TextField label={t(messages.email)} type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...form.field('email')} />
              <button type="submit" className="button button--primary button--block" disabled={form.submitting}>
                {form.submitting ? t(messages.sending) : t(messages.send)}
              </button>
            </form>
          </>
        )}
        <p className="auth-card__switch">
          <Link to="/login">{t(messages.backToSignIn)}</Link>
        </p>
      </div>
    </main>
  );
}
