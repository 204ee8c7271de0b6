import { cleanUserText } from '../cleanUserText';
import { DomainError } from '../decider';
import { characterCount } from '../text';

export const PASSKEY_NAME_MAX = 64;
export const DEFAULT_PASSKEY_NAME = 'Passkey';

/**
 * What a passkey is called in its owner's list ('Chrome on Android', 'My phone'): clean text on one
 * line, at most PASSKEY_NAME_MAX characters; 'Passkey' when none is given.
 */
export function passkeyName(raw: string): string {
  const clean = cleanUserText(raw, 'line');
  if (!clean.ok) throw new DomainError('invalid', `Passkey name ${clean.problem}`, 'name');
  if (characterCount(clean.text) > PASSKEY_NAME_MAX) throw new DomainError('invalid', `Passkey name must be at most ${PASSKEY_NAME_MAX} characters`, 'name');
  return clean.text || DEFAULT_PASSKEY_NAME;
}
