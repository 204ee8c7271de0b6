import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { KeyIcon } from './KeyIcon';
import { useLogInWithPasskey } from './useLogInWithPasskey';
import '../../styles/passkeys.css';

const orMessages = defineMessages({
  or: { id: 'passkeyLogInButton.or', defaultMessage: 'or' },
});

const messages = defineMessages({
  signingIn: { id: 'passkeyLogIn.signingIn', defaultMessage: 'Signing in...' },
  signIn: { id: 'passkeyLogIn.signIn', defaultMessage: 'Sign in with a passkey' },
});

/** /login's 'Sign in with a passkey', under the password form; none where the browser has no WebAuthn. */
export function PasskeyLogInButton({ next }: { next: string | null }) {
  const { formatMessage: t } = useIntl();
  const { logInWithPasskey, signingIn } = useLogInWithPasskey(next);
  if (!browserSupportsWebAuthn()) return null;
  return (
    <>
      <p className="passkeys__or" aria-hidden="true">
        <span>{t(orMessages.or)}</span>
      </p>
      <button type="button" className="button button--secondary button--block passkeys__sign-in" onClick={() => void logInWithPasskey()} disabled={signingIn}>
        <KeyIcon aria-hidden="true" />
        {signingIn ? t(messages.signingIn) : t(messages.signIn)}
      </button>
    </>
  );
}
