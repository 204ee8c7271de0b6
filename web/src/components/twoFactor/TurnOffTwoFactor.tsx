import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors';
import { PasswordField } from '../PasswordField';
import { useToast } from '../Toaster';
import { useForm } from '../useForm';

const messages = defineMessages({
  turnOffFailed: { id: 'twoFactorOff.turnOffFailed', defaultMessage: 'Failed to turn off two-factor authentication.' },
  isOff: { id: 'twoFactorOff.isOff', defaultMessage: 'Two-factor authentication is off' },
  tryAgain: { id: 'twoFactorOff.tryAgain', defaultMessage: 'Please try again.' },
  isOn: { id: 'twoFactorOff.isOn', defaultMessage: 'Two-factor authentication is on.' },
  onIntro: {
    id: 'twoFactorOff.onIntro',
    defaultMessage:
      'Signing in asks for a code from your authenticator app after your password. You have {count, plural, one {# recovery code} other {# recovery codes}} left.',
  },
  turnOffLabel: { id: 'twoFactorOff.turnOffLabel', defaultMessage: 'Turn off two-factor authentication' },
  password: { id: 'twoFactorOff.password', defaultMessage: 'Password' },
  turningOff: { id: 'twoFactorOff.turningOff', defaultMessage: 'Turning off...' },
  turnOff: { id: 'twoFactorOff.turnOff', defaultMessage: 'Turn off' },
});

export const DisableTwoFactorMutation = graphql(`
  mutation DisableTwoFactor($password: String!) {
    disableTwoFactor(password: $password)
  }
`);

const passwordRules = () => import('../../routes/passwordConfirmationRules').then((rules) => rules.passwordConfirmationSchema);

/** Two-factor authentication while on: how many recovery codes are left, and turning it off with the password. */
export function TurnOffTwoFactor({ recoveryCodesLeft }: { recoveryCodesLeft: number }) {
  const { formatMessage: t } = useIntl();
  const toast = useToast();
  const [disable] = useMutation(DisableTwoFactorMutation, { refetchQueries: ['TwoFactorStatus'], awaitRefetchQueries: true });
  const form = useForm({ rules: passwordRules, initial: { password: '' } });

  const onSubmit = form.handleSubmit(
    async ({ password }) => {
      const result = await disable({ variables: { password } });
      if (!result.data) throw result.error ?? new Error(t(messages.turnOffFailed));
      toast({ title: t(messages.isOff) });
    },
    (error) => toast({ title: t(messages.turnOffFailed), description: errorMessage(error, t(messages.tryAgain)), variant: 'destructive' }),
  );

  return (
    <>
      <p className="two-factor__status">{t(messages.isOn)}</p>
      <p className="two-factor__intro">{t(messages.onIntro, { count: recoveryCodesLeft })}</p>
      <form className="form" onSubmit={onSubmit} noValidate aria-label={t(messages.turnOffLabel)}>
        <PasswordField label={t(messages.password)} autoComplete="current-password" {...form.field('password')} />
        <button type="submit" className="button button--danger button--block" disabled={form.submitting}>
          {form.submitting ? t(messages.turningOff) : t(messages.turnOff)}
        </button>
      </form>
    </>
  );
}
