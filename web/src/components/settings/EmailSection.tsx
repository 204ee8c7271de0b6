import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useViewer } from '../../auth/AuthProvider';
import { graphql } from '../../gql';
import { defineMessages } from '../../i18n/defineMessages';
import { errorMessage } from '../../lib/errors';
import { TextField } from '../TextField';
import { useToast } from '../Toaster';
import { useForm } from '../useForm';

export const ResendEmailVerificationMutation = graphql(`
  mutation ResendEmailVerification {
    resendEmailVerification
  }
`);

export const ChangeEmailMutation = graphql(`
  mutation ChangeEmail($input: ChangeEmailInput!) {
    changeEmail(input: $input)
  }
`);

const changeEmailRules = () => import('../../../../domain/emailVerification/changeEmailInput').then((rules) => rules.changeEmailInputSchema);

const messages = defineMessages({
  tryAgain: { id: 'emailSection.tryAgain', defaultMessage: 'Please try again.' },
  checkEmail: { id: 'emailSection.checkEmail', defaultMessage: 'Check your new email' },
  changeFailed: { id: 'emailSection.changeFailed', defaultMessage: "Couldn't change your email." },
  changeLabel: { id: 'emailSection.changeLabel', defaultMessage: 'Change email' },
  change: { id: 'emailSection.change', defaultMessage: 'Change Email' },
  newEmail: { id: 'emailSection.newEmail', defaultMessage: 'New email' },
  password: { id: 'emailSection.password', defaultMessage: 'Password' },
  sendingLink: { id: 'emailSection.sendingLink', defaultMessage: 'Sending Link...' },
  linkSent: { id: 'emailSection.linkSent', defaultMessage: 'Link sent' },
  sendFailed: { id: 'emailSection.sendFailed', defaultMessage: "Couldn't send the link." },
  title: { id: 'emailSection.title', defaultMessage: 'Email' },
  verified: { id: 'emailSection.verified', defaultMessage: 'Verified' },
  notVerified: { id: 'emailSection.notVerified', defaultMessage: 'Not verified' },
  sending: { id: 'emailSection.sending', defaultMessage: 'Sending...' },
  resend: { id: 'emailSection.resend', defaultMessage: 'Resend' },
  followLink: { id: 'emailSection.followLink', defaultMessage: 'Follow the link we emailed you to confirm this address.' },
});

function ChangeEmailForm() {
  const { formatMessage: t } = useIntl();
  const toast = useToast();
  const [changeEmail] = useMutation(ChangeEmailMutation);
  const form = useForm({ rules: changeEmailRules, initial: { email: '', password: '' } });

  const onSubmit = form.handleSubmit(
    async (input) => {
      const result = await changeEmail({ variables: { input } });
      if (!result.data) throw result.error ?? new Error(t(messages.tryAgain));
      form.reset();
      toast({ title: t(messages.checkEmail), description: result.data.changeEmail });
    },
    (error) => toast({ title: t(messages.changeFailed), description: errorMessage(error, t(messages.tryAgain)), variant: 'destructive' }),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={t(messages.changeLabel)}>
      <h3 className="settings-subtitle">{t(messages.change)}</h3>
      <TextField label={t(messages.newEmail)} type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...form.field('email')} />
      <TextField label={t(messages.password)} type="password" autoComplete="current-password" {...form.field('password')} />
      <button type="submit" className="button button--secondary button--block" disabled={form.submitting}>
        {form.submitting ? t(messages.sendingLink) : t(messages.change)}
      </button>
    </form>
  );
}

/** Settings' Email: the address, whether it is confirmed (with 'Resend' until it is), and the change of address by a mailed link. */
export function EmailSection() {
  const { formatMessage: t } = useIntl();
  const viewer = useViewer();
  const toast = useToast();
  const id = useId();
  const [resend] = useMutation(ResendEmailVerificationMutation);
  const [sending, setSending] = useState(false);

  async function onResend() {
    setSending(true);
    try {
      const result = await resend();
      if (!result.data) throw result.error ?? new Error(t(messages.tryAgain));
      toast({ title: t(messages.linkSent), description: result.data.resendEmailVerification });
    } catch (error) {
      toast({ title: t(messages.sendFailed), description: errorMessage(error, t(messages.tryAgain)), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  }

  if (!viewer) return null;
  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="settings-section__title">
        {t(messages.title)}
      </h2>
      <p className="settings-email__address">
        <bdi>{viewer.email}</bdi>
      </p>
      <div className="settings-row">
        <span className="settings-email__state" data-testid="email-state">
          {viewer.emailVerified ? t(messages.verified) : t(messages.notVerified)}
        </span>
        {!viewer.emailVerified && (
          <button type="button" className="button button--secondary" onClick={() => void onResend()} disabled={sending}>
            {sending ? t(messages.sending) : t(messages.resend)}
          </button>
        )}
      </div>
      {!viewer.emailVerified && <p className="settings-hint">{t(messages.followLink)}</p>}
      <ChangeEmailForm />
    </section>
  );
}
