/** What a person is told when a passkey is refused, shared by the deciders and the service. */

/** A challenge unknown, used already, out of time, or handed to another session or purpose. */
export const PASSKEY_REQUEST_EXPIRED = 'This passkey request has expired. Please try again.';
/** What the browser sent is not a WebAuthn answer at all. */
export const PASSKEY_RESPONSE_INVALID = 'Invalid passkey response';
export const PASSKEY_NOT_VERIFIED = 'Your passkey could not be verified. Please try again.';
export const PASSKEY_UNKNOWN = 'This passkey is not registered with Glimpse. Sign in with your password.';
export const PASSKEY_REPLAYED = 'This passkey sign-in was already used. Please try again.';
export const PASSKEY_TAKEN = 'This passkey is already registered.';
export const PASSKEY_NOT_FOUND = 'Passkey not found';
