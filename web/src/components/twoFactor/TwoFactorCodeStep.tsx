import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors';
import { TextField } from '../TextField';
import { useToast } from '../Toaster';
import { useForm } from '../useForm';
import '../../styles/twoFactor.css';

const messages = defineMessages({
  failed: { id: 'twoFactorStep.failed', defaultMessage: 'Login failed' },
  recoveryFormLabel: { id: 'twoFactorStep.recoveryFormLabel', defaultMessage: 'Sign in with a recovery code' },
  codeFormLabel: { id: 'twoFactorStep.codeFormLabel', defaultMessage: 'Sign in with a security code' },
  recoveryCode: { id: 'twoFactorStep.recoveryCode', defaultMessage: 'Recovery code' },
  securityCode: { id: 'twoFactorStep.securityCode', defaultMessage: 'Security code' },
  confirming: { id: 'twoFactorStep.confirming', defaultMessage: 'Confirming...' },
  confirm: { id: 'twoFactorStep.confirm', defaultMessage: 'Confirm' },
  title: { id: 'twoFactorStep.title', defaultMessage: 'Two-factor authentication' },
  recoveryPrompt: {
    id: 'twoFactorStep.recoveryPrompt',
    defaultMessage: 'Enter one of the recovery codes you saved when you turned on two-factor authentication',
  },
  codePrompt: { id: 'twoFactorStep.codePrompt', defaultMessage: 'Enter the 6-digit code from your authenticator app' },
  useApp: { id: 'twoFactorStep.useApp', defaultMessage: 'Use your authenticator app instead' },
  useRecovery: { id: 'twoFactorStep.useRecovery', defaultMessage: 'Use a recovery code instead' },
  backToSignIn: { id: 'twoFactorStep.backToSignIn', defaultMessage: 'Back to sign in' },
});

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
  const { formatMessage: t } = useIntl();
  const toast = useToast();
  const [logInTwoFactor] = useMutation(LogInTwoFactorMutation);
  const form = useForm({ rules: recovery ? recoveryCodeRules : appCodeRules, initial: { code: '' } });

  const onSubmit = form.handleSubmit(
    async ({ code }) => {
      const result = await logInTwoFactor({ variables: { input: { challenge, code } } });
      if (!result.data) throw result.error ?? new Error(t(messages.failed));
      onSignedIn();
    },
    (error) => toast({ title: t(messages.failed), description: errorMessage(error, t(messages.failed)), variant: 'destructive' }),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={recovery ? t(messages.recoveryFormLabel) : t(messages.codeFormLabel)}>
      {recovery ? (
        <TextField label={t(messages.recoveryCode)} autoComplete="off" autoCapitalize="none" spellCheck={false} {...form.field('code')} />
      ) : (
        <TextField label={t(messages.securityCode)} autoComplete="one-time-code" inputMode="numeric" {...form.field('code')} />
      )}
      <button type="submit" className="button button--primary button--block" disabled={form.submitting}>
        {form.submitting ? t(messages.confirming) : t(messages.confirm)}
      </button>
    </form>
  );
}

/** The sign-in's second step with two-factor authentication on: a code from the app, or a recovery code. */
export function TwoFactorCodeStep({ challenge, onSignedIn, onRestart }: Props) {
  const { formatMessage: t } = useIntl();
  const [recovery, setRecovery] = useState(false);
  return (
    <>
      <h1 className="auth-card__title">{t(messages.title)}</h1>
      <p className="auth-card__subtitle">{recovery ? t(messages.recoveryPrompt) : t(messages.codePrompt)}</p>
      <CodeForm key={String(recovery)} challenge={challenge} onSignedIn={onSignedIn} recovery={recovery} />
      <button type="button" className="two-factor__switch" onClick={() => setRecovery((now) => !now)}>
        {recovery ? t(messages.useApp) : t(messages.useRecovery)}
      </button>
      <p className="auth-card__switch">
        <button type="button" className="two-factor__switch" onClick={onRestart}>
          {t(messages.backToSignIn)}
        </button>
      </p>
    </>
  );
}
