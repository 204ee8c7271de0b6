import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors';
import { TextField } from '../TextField';
import { useToast } from '../Toaster';
import { useForm } from '../useForm';

const messages = defineMessages({
  turnOnFailed: { id: 'twoFactorOn.turnOnFailed', defaultMessage: 'Failed to turn on two-factor authentication.' },
  nowOn: { id: 'twoFactorOn.nowOn', defaultMessage: 'Two-factor authentication is on' },
  tryAgain: { id: 'twoFactorOn.tryAgain', defaultMessage: 'Please try again.' },
  turnOnLabel: { id: 'twoFactorOn.turnOnLabel', defaultMessage: 'Turn on two-factor authentication' },
  scan: { id: 'twoFactorOn.scan', defaultMessage: '1. Scan this QR code with your authenticator app.' },
  qrAlt: { id: 'twoFactorOn.qrAlt', defaultMessage: 'QR code to scan with your authenticator app' },
  cantScan: { id: 'twoFactorOn.cantScan', defaultMessage: "Can't scan it? Enter this key in the app instead:" },
  enterCode: { id: 'twoFactorOn.enterCode', defaultMessage: '2. Enter the 6-digit code the app shows for Glimpse.' },
  codeLabel: { id: 'twoFactorOn.codeLabel', defaultMessage: '6-digit code' },
  turningOn: { id: 'twoFactorOn.turningOn', defaultMessage: 'Turning on...' },
  turnOn: { id: 'twoFactorOn.turnOn', defaultMessage: 'Turn on' },
  setUpFailed: { id: 'twoFactorOn.setUpFailed', defaultMessage: 'Failed to set up two-factor authentication.' },
  offIntro: {
    id: 'twoFactorOn.offIntro',
    defaultMessage:
      'Two-factor authentication is off. Turn it on and, each time you sign in with your password, Glimpse will also ask for a code from an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password).',
  },
  settingUp: { id: 'twoFactorOn.settingUp', defaultMessage: 'Setting up...' },
  setUp: { id: 'twoFactorOn.setUp', defaultMessage: 'Set up two-factor authentication' },
});

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
  const { formatMessage: t } = useIntl();
  const toast = useToast();
  const [enable] = useMutation(EnableTwoFactorMutation, { refetchQueries: ['TwoFactorStatus'], awaitRefetchQueries: true });
  const form = useForm({ rules: codeRules, initial: { code: '' } });

  const onSubmit = form.handleSubmit(
    async ({ code }) => {
      const result = await enable({ variables: { code } });
      if (!result.data) throw result.error ?? new Error(t(messages.turnOnFailed));
      toast({ title: t(messages.nowOn) });
      onEnabled(result.data.enableTwoFactor.recoveryCodes);
    },
    (error) => toast({ title: t(messages.turnOnFailed), description: errorMessage(error, t(messages.tryAgain)), variant: 'destructive' }),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={t(messages.turnOnLabel)}>
      <p className="two-factor__intro">{t(messages.scan)}</p>
      <img className="two-factor__qr" src={setUp.qrCode} alt={t(messages.qrAlt)} width={200} height={200} />
      <p className="two-factor__intro">{t(messages.cantScan)}</p>
      <code className="two-factor__secret">{grouped(setUp.secret)}</code>
      <p className="two-factor__intro">{t(messages.enterCode)}</p>
      <TextField label={t(messages.codeLabel)} autoComplete="one-time-code" inputMode="numeric" {...form.field('code')} />
      <button type="submit" className="button button--primary button--block" disabled={form.submitting}>
        {form.submitting ? t(messages.turningOn) : t(messages.turnOn)}
      </button>
    </form>
  );
}

/** Turning two-factor authentication on: a new secret for an authenticator app, confirmed by one of its codes. */
export function TurnOnTwoFactor({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const { formatMessage: t } = useIntl();
  const toast = useToast();
  const [setUpTwoFactor, { loading }] = useMutation(SetUpTwoFactorMutation);
  const [setUp, setSetUp] = useState<SetUp | null>(null);

  async function start() {
    try {
      const result = await setUpTwoFactor();
      if (!result.data) throw result.error ?? new Error(t(messages.setUpFailed));
      const { secret, otpauthUrl } = result.data.setUpTwoFactor;
      // The QR code library is loaded only by those who set this up.
      const { toDataURL } = await import('qrcode');
      setSetUp({ secret, otpauthUrl, qrCode: await toDataURL(otpauthUrl, { margin: 2, width: 200 }) });
    } catch (error) {
      toast({ title: t(messages.setUpFailed), description: errorMessage(error, t(messages.tryAgain)), variant: 'destructive' });
    }
  }

  if (setUp) return <ConfirmSetUp setUp={setUp} onEnabled={onEnabled} />;
  return (
    <>
      <p className="two-factor__intro">{t(messages.offIntro)}</p>
      <button type="button" className="button button--primary button--block" onClick={() => void start()} disabled={loading}>
        {loading ? t(messages.settingUp) : t(messages.setUp)}
      </button>
    </>
  );
}
