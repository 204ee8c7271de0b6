import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors';
import { TextField } from '../TextField';
import { useToast } from '../Toaster';
import { useForm } from '../useForm';
import { AUTHENTICATOR_CODE_PROMPT } from './codePrompt';
import '../../styles/twoFactor.css';

export const LogInTwoFactorMutation = graphql(`
  mutation LogInTwoFactor($input: TwoFactorLogInInput!) {
    logInTwoFactor(input: $input) {
      me {
        ...ViewerFields
      }
    }
  }
`);

const appCodeRules = () => import('../../routes/twoFactorRules').then((rules) => rules.authenticatorCodeSchema);
const recoveryCodeRules = () => import('../../routes/twoFactorRules').then((rules) => rules.recoveryCodeSchema);

type Props = { challenge: string; onSignedIn: () => void; onRestart: () => void };

function CodeForm({ challenge, onSignedIn, recovery }: Omit<Props, 'onRestart'> & { recovery: boolean }) {
  const toast = useToast();
  const [logInTwoFactor] = useMutation(LogInTwoFactorMutation);
  const form = useForm({ rules: recovery ? recoveryCodeRules : appCodeRules, initial: { code: '' } });

  const onSubmit = form.handleSubmit(
    async ({ code }) => {
      const result = await logInTwoFactor({ variables: { input: { challenge, code } } });
      if (!result.data) throw result.error ?? new Error('Login failed');
      onSignedIn();
    },
    (error) => toast({ title: 'Login failed', description: errorMessage(error, 'Login failed'), variant: 'destructive' }),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={recovery ? 'Sign in with a recovery code' : 'Sign in with a security code'}>
      {recovery ? (
        <TextField label="Recovery code" autoComplete="off" autoCapitalize="none" spellCheck={false} {...form.field('code')} />
      ) : (
        <TextField label="Security code" autoComplete="one-time-code" inputMode="numeric" {...form.field('code')} />
      )}
      <button type="submit" className="button button--primary button--block" disabled={form.submitting}>
        {form.submitting ? 'Confirming...' : 'Confirm'}
      </button>
    </form>
  );
}

/** The sign-in's second step with two-factor authentication on: a code from the app, or a recovery code. */
export function TwoFactorCodeStep({ challenge, onSignedIn, onRestart }: Props) {
  const [recovery, setRecovery] = useState(false);
  return (
    <>
      <h1 className="auth-card__title">Two-factor authentication</h1>
      <p className="auth-card__subtitle">
        {recovery ? 'Enter one of the recovery codes you saved when you turned on two-factor authentication' : AUTHENTICATOR_CODE_PROMPT}
      </p>
      <CodeForm key={String(recovery)} challenge={challenge} onSignedIn={onSignedIn} recovery={recovery} />
      <button type="button" className="two-factor__switch" onClick={() => setRecovery((now) => !now)}>
        {recovery ? 'Use your authenticator app instead' : 'Use a recovery code instead'}
      </button>
      <p className="auth-card__switch">
        <button type="button" className="two-factor__switch" onClick={onRestart}>
          Back to sign in
        </button>
      </p>
    </>
  );
}
