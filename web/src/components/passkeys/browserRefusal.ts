import type { IntlShape } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { WebAuthnError } from '@simplewebauthn/browser';

const messages = defineMessages({
  alreadyRegistered: { id: 'passkeyRefusal.alreadyRegistered', defaultMessage: 'This device already has a passkey for your account.' },
  cancelled: { id: 'passkeyRefusal.cancelled', defaultMessage: 'The passkey request was cancelled or timed out. Please try again.' },
});

/**
 * Why the browser gave no passkey, in words that say what to do; null when the failure was not the
 * browser's (the server's own message is shown then).
 */
export function browserRefusal(error: unknown, t: IntlShape['formatMessage']): string | null {
  if (!(error instanceof WebAuthnError)) return null;
  if (error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return t(messages.alreadyRegistered);
  // Cancelled, timed out, or no passkey for this site on the device: browsers tell these apart in no way a page may see.
  if (error.name === 'NotAllowedError' || error.code === 'ERROR_CEREMONY_ABORTED') return t(messages.cancelled);
  return error.message;
}
