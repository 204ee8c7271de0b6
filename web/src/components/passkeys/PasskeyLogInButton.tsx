import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { KeyIcon } from './KeyIcon';
import { useLogInWithPasskey } from './useLogInWithPasskey';
import '../../styles/passkeys.css';

/** /login's 'Sign in with a passkey', under the password form; none where the browser has no WebAuthn. */
export function PasskeyLogInButton({ next }: { next: string | null }) {
  const { logInWithPasskey, signingIn } = useLogInWithPasskey(next);
  if (!browserSupportsWebAuthn()) return null;
  return (
    <>
      <p className="passkeys__or" aria-hidden="true">
        <span>or</span>
      </p>
      <button type="button" className="button button--secondary button--block passkeys__sign-in" onClick={() => void logInWithPasskey()} disabled={signingIn}>
        <KeyIcon aria-hidden="true" />
        {signingIn ? 'Signing in...' : 'Sign in with a passkey'}
      </button>
    </>
  );
}
