import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useViewer } from '../../auth/AuthProvider';
import { graphql } from '../../gql';
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

function ChangeEmailForm() {
  const toast = useToast();
  const [changeEmail] = useMutation(ChangeEmailMutation);
  const form = useForm({ rules: changeEmailRules, initial: { email: '', password: '' } });

  const onSubmit = form.handleSubmit(
    async (input) => {
      const result = await changeEmail({ variables: { input } });
      if (!result.data) throw result.error ?? new Error('Please try again.');
      form.reset();
      toast({ title: 'Check your new email', description: result.data.changeEmail });
    },
    (error) => toast({ title: "Couldn't change your email.", description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Change email">
      <h3 className="settings-subtitle">Change Email</h3>
      <TextField label="New email" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...form.field('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
      <button type="submit" className="button button--secondary button--block" disabled={form.submitting}>
        {form.submitting ? 'Sending Link...' : 'Change Email'}
      </button>
    </form>
  );
}

/** Settings' Email: the address, whether it is confirmed (with 'Resend' until it is), and the change of address by a mailed link. */
export function EmailSection() {
  const viewer = useViewer();
  const toast = useToast();
  const id = useId();
  const [resend] = useMutation(ResendEmailVerificationMutation);
  const [sending, setSending] = useState(false);

  async function onResend() {
    setSending(true);
    try {
      const result = await resend();
      if (!result.data) throw result.error ?? new Error('Please try again.');
      toast({ title: 'Link sent', description: result.data.resendEmailVerification });
    } catch (error) {
      toast({ title: "Couldn't send the link.", description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  }

  if (!viewer) return null;
  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="settings-section__title">
        Email
      </h2>
      <p className="settings-email__address">
        <bdi>{viewer.email}</bdi>
      </p>
      <div className="settings-row">
        <span className="settings-email__state" data-testid="email-state">
          {viewer.emailVerified ? 'Verified' : 'Not verified'}
        </span>
        {!viewer.emailVerified && (
          <button type="button" className="button button--secondary" onClick={() => void onResend()} disabled={sending}>
            {sending ? 'Sending...' : 'Resend'}
          </button>
        )}
      </div>
      {!viewer.emailVerified && <p className="settings-hint">Follow the link we emailed you to confirm this address.</p>}
      <ChangeEmailForm />
    </section>
  );
}
