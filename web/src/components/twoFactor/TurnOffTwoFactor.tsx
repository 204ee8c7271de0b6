import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors';
import { plural } from '../../lib/plural';
import { PasswordField } from '../PasswordField';
import { useToast } from '../Toaster';
import { useForm } from '../useForm';

export const DisableTwoFactorMutation = graphql(`
  mutation DisableTwoFactor($password: String!) {
    disableTwoFactor(password: $password)
  }
`);

const passwordRules = () => import('../../routes/passwordConfirmationRules').then((rules) => rules.passwordConfirmationSchema);

/** Two-factor authentication while on: how many recovery codes are left, and turning it off with the password. */
export function TurnOffTwoFactor({ recoveryCodesLeft }: { recoveryCodesLeft: number }) {
  const toast = useToast();
  const [disable] = useMutation(DisableTwoFactorMutation, { refetchQueries: ['TwoFactorStatus'], awaitRefetchQueries: true });
  const form = useForm({ rules: passwordRules, initial: { password: '' } });

  const onSubmit = form.handleSubmit(
    async ({ password }) => {
      const result = await disable({ variables: { password } });
      if (!result.data) throw result.error ?? new Error('Failed to turn off two-factor authentication.');
      toast({ title: 'Two-factor authentication is off' });
    },
    (error) => toast({ title: 'Failed to turn off two-factor authentication.', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  );

  return (
    <>
      <p className="two-factor__status">Two-factor authentication is on.</p>
      <p className="two-factor__intro">
        Signing in asks for a code from your authenticator app after your password. You have{' '}
        {plural(recoveryCodesLeft, { one: '# recovery code', other: '# recovery codes' })} left.
      </p>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Turn off two-factor authentication">
        <PasswordField label="Password" autoComplete="current-password" {...form.field('password')} />
        <button type="submit" className="button button--danger button--block" disabled={form.submitting}>
          {form.submitting ? 'Turning off...' : 'Turn off'}
        </button>
      </form>
    </>
  );
}
