import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors';
import { TextField } from '../TextField';
import { useToast } from '../Toaster';
import { useForm } from '../useForm';

export const SetUpTwoFactorMutation = graphql(`
  mutation SetUpTwoFactor {
    setUpTwoFactor {
      secret
      otpauthUrl
    }
  }
`);

export const EnableTwoFactorMutation = graphql(`
  mutation EnableTwoFactor($code: String!) {
    enableTwoFactor(code: $code) {
      recoveryCodes
    }
  }
`);

const codeRules = () => import('../../routes/twoFactorRules').then((rules) => rules.authenticatorCodeSchema);

type SetUp = { secret: string; otpauthUrl: string; qrCode: string };

/** The secret in groups of four, as authenticator apps' "enter a key" screens are easiest to type from. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** Step two: the QR code (and the key, for typing), then a code from the app to prove it was added. */
function ConfirmSetUp({ setUp, onEnabled }: { setUp: SetUp; onEnabled: (recoveryCodes: string[]) => void }) {
  const toast = useToast();
  const [enable] = useMutation(EnableTwoFactorMutation, { refetchQueries: ['TwoFactorStatus'], awaitRefetchQueries: true });
  const form = useForm({ rules: codeRules, initial: { code: '' } });

  const onSubmit = form.handleSubmit(
    async ({ code }) => {
      const result = await enable({ variables: { code } });
      if (!result.data) throw result.error ?? new Error('Failed to turn on two-factor authentication.');
      toast({ title: 'Two-factor authentication is on' });
      onEnabled(result.data.enableTwoFactor.recoveryCodes);
    },
    (error) => toast({ title: 'Failed to turn on two-factor authentication.', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Turn on two-factor authentication">
      <p className="two-factor__intro">1. Scan this QR code with your authenticator app.</p>
      <img className="two-factor__qr" src={setUp.qrCode} alt="QR code to scan with your authenticator app" width={200} height={200} />
      <p className="two-factor__intro">Can't scan it? Enter this key in the app instead:</p>
      <code className="two-factor__secret">{grouped(setUp.secret)}</code>
      <p className="two-factor__intro">2. Enter the 6-digit code the app shows for Glimpse.</p>
      <TextField label="6-digit code" autoComplete="one-time-code" inputMode="numeric" {...form.field('code')} />
      <button type="submit" className="button button--primary button--block" disabled={form.submitting}>
        {form.submitting ? 'Turning on...' : 'Turn on'}
      </button>
    </form>
  );
}

/** Turning two-factor authentication on: a new secret for an authenticator app, confirmed by one of its codes. */
export function TurnOnTwoFactor({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const toast = useToast();
  const [setUpTwoFactor, { loading }] = useMutation(SetUpTwoFactorMutation);
  const [setUp, setSetUp] = useState<SetUp | null>(null);

  async function start() {
    try {
      const result = await setUpTwoFactor();
      if (!result.data) throw result.error ?? new Error('Failed to set up two-factor authentication.');
      const { secret, otpauthUrl } = result.data.setUpTwoFactor;
      // The QR code library is loaded only by those who set this up.
      const { toDataURL } = await import('qrcode');
      setSetUp({ secret, otpauthUrl, qrCode: await toDataURL(otpauthUrl, { margin: 2, width: 200 }) });
    } catch (error) {
      toast({ title: 'Failed to set up two-factor authentication.', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  }

  if (setUp) return <ConfirmSetUp setUp={setUp} onEnabled={onEnabled} />;
  return (
    <>
      <p className="two-factor__intro">
        Two-factor authentication is off. Turn it on and, each time you sign in with your password, Glimpse will also ask for a code from an authenticator app
        on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password).
      </p>
      <button type="button" className="button button--primary button--block" onClick={() => void start()} disabled={loading}>
        {loading ? 'Setting up...' : 'Set up two-factor authentication'}
      </button>
    </>
  );
}
