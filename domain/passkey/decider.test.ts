import { describe, it } from 'vitest';
import { deciderSpecification } from '../deciderSpecification';
import type { EventOf } from '../events';
import { passkeyDecider } from './decider';
import { PASSKEY_NOT_FOUND, PASSKEY_REPLAYED, PASSKEY_TAKEN, PASSKEY_UNKNOWN } from './refusals';

const spec = deciderSpecification(passkeyDecider);
const at = '2026-11-24T12:00:00.000Z';
const credential = {
  passkeyId: 'pk1',
  userId: 'u1',
  credentialId: 'cred-1',
  publicKey: 'pQECAyYgASFYIA',
  counter: 0,
  transports: ['internal'],
  deviceType: 'singleDevice' as const,
  backedUp: false,
  at,
};
const register = { type: 'RegisterPasskey' as const, ...credential, name: '  Chrome on Android ' };
const registered: EventOf<'PasskeyRegistered'> = { type: 'PasskeyRegistered', data: { ...credential, name: 'Chrome on Android' } };
const used = (counter: number): EventOf<'PasskeyUsed'> => ({ type: 'PasskeyUsed', data: { passkeyId: 'pk1', userId: 'u1', counter, at } });
const use = (counter: number, userId = 'u1') => ({ type: 'UsePasskey' as const, passkeyId: 'pk1', userId, counter, at });
const removed: EventOf<'PasskeyRemoved'> = { type: 'PasskeyRemoved', data: { passkeyId: 'pk1', userId: 'u1', at } };

describe('passkey decider', () => {
  it('registers a new credential with its name cleaned', () => spec.given([]).when(register).thenEmits([registered]));
  it('names a passkey given no name Passkey', () =>
    spec
      .given([])
      .when({ ...register, name: ' ' })
      .thenEmits([{ type: 'PasskeyRegistered', data: { ...credential, name: 'Passkey' } }]));
  it('refuses a name over 64 characters, or with control characters', () => {
    spec
      .given([])
      .when({ ...register, name: 'x'.repeat(65) })
      .thenRefuses('Passkey name must be at most 64 characters');
    spec
      .given([])
      .when({ ...register, name: 'a\u0007b' })
      .thenRefuses('Passkey name');
  });
  it('refuses a credential registered already, by anyone', () => {
    spec.given([registered]).when(register).thenRefuses(PASSKEY_TAKEN);
    spec
      .given([registered])
      .when({ ...register, userId: 'u2' })
      .thenRefuses(PASSKEY_TAKEN);
  });
  it('registers a removed credential again', () => spec.given([registered, removed]).when(register).thenEmits([registered]));

  it('records a sign-in with a higher count', () =>
    spec
      .given([registered, used(3)])
      .when(use(4))
      .thenEmits([used(4)]));
  it('records sign-ins of an authenticator that does not count (always 0)', () =>
    spec
      .given([registered, used(0)])
      .when(use(0))
      .thenEmits([used(0)]));
  it('refuses a count that does not go up: an answer replayed, or a cloned authenticator', () => {
    spec
      .given([registered, used(3)])
      .when(use(3))
      .thenRefuses(PASSKEY_REPLAYED);
    spec
      .given([registered, used(3)])
      .when(use(2))
      .thenRefuses(PASSKEY_REPLAYED);
    spec
      .given([registered, used(3)])
      .when(use(0))
      .thenRefuses(PASSKEY_REPLAYED);
  });
  it("refuses a sign-in with a passkey never registered, removed, or someone else's", () => {
    spec.given([]).when(use(1)).thenRefuses(PASSKEY_UNKNOWN);
    spec.given([registered, removed]).when(use(1)).thenRefuses(PASSKEY_UNKNOWN);
    spec.given([registered]).when(use(1, 'u2')).thenRefuses(PASSKEY_UNKNOWN);
  });

  it('removes its owner’s passkey, once', () => {
    const remove = { type: 'RemovePasskey' as const, passkeyId: 'pk1', userId: 'u1', at };
    spec
      .given([registered, used(1)])
      .when(remove)
      .thenEmits([removed]);
    spec.given([registered, removed]).when(remove).thenRefuses(PASSKEY_NOT_FOUND);
    spec
      .given([registered])
      .when({ ...remove, userId: 'u2' })
      .thenRefuses(PASSKEY_NOT_FOUND);
  });
});
