import { describe, it } from 'vitest';
import { deciderSpecification } from '../deciderSpecification';
import {
  CODE_ALREADY_USED,
  RECOVERY_CODE_USED,
  SIGN_IN_EXPIRED,
  TWO_FACTOR_ALREADY_ON,
  TWO_FACTOR_NOT_ON,
  TWO_FACTOR_NOT_SET_UP,
  twoFactorDecider,
  type TwoFactorCommand,
  type TwoFactorEvent,
} from './decider';

const spec = deciderSpecification(twoFactorDecider);
const at = '2026-06-15T12:00:00.000Z';
const later = '2026-06-15T12:03:00.000Z';
const expiresAt = '2026-06-15T12:05:00.000Z';
const userId = 'u1';

const setUp = (secret = 'SECRET1'): TwoFactorEvent => ({ type: 'TwoFactorSetUp', data: { userId, secret, at } });
const enabled = (timeStep = 100, hashes = ['h1', 'h2']): TwoFactorEvent => ({
  type: 'TwoFactorEnabled',
  data: { userId, timeStep, recoveryCodeHashes: hashes, at },
});
const disabled: TwoFactorEvent = { type: 'TwoFactorDisabled', data: { userId, at } };
const passed = (challengeId: string, proof: { timeStep: number | null; recoveryCodeHash: string | null }, when = at): TwoFactorEvent => ({
  type: 'TwoFactorPassed',
  data: { userId, challengeId, challengeExpiresAt: expiresAt, ...proof, at: when },
});

const enable = (timeStep = 100, secret = 'SECRET1'): TwoFactorCommand => ({
  type: 'EnableTwoFactor',
  userId,
  secret,
  timeStep,
  recoveryCodeHashes: ['h1', 'h2'],
  at,
});
const pass = (
  challengeId: string,
  proof: { kind: 'totp'; timeStep: number } | { kind: 'recovery'; codeHash: string },
  options: { secret?: string; when?: string; challengeExpiresAt?: string } = {},
): TwoFactorCommand => ({
  type: 'PassTwoFactor',
  userId,
  challengeId,
  challengeExpiresAt: options.challengeExpiresAt ?? expiresAt,
  secret: options.secret ?? 'SECRET1',
  proof,
  at: options.when ?? later,
});

describe('two-factor decider', () => {
  it('keeps a set-up secret pending, and a new set-up replaces it', () => {
    spec.given([]).when({ type: 'SetUpTwoFactor', userId, secret: 'SECRET1', at }).thenEmits([setUp()]);
    spec
      .given([setUp('OLD')])
      .when({ type: 'SetUpTwoFactor', userId, secret: 'SECRET1', at })
      .thenEmits([setUp()]);
  });

  it('turns on with a code of the pending secret, keeping the recovery codes as hashes', () =>
    spec
      .given([setUp()])
      .when(enable(100))
      .thenEmits([enabled(100)]));

  it('refuses to turn on without a set-up, with a replaced secret, or twice', () => {
    spec.given([]).when(enable()).thenRefuses(TWO_FACTOR_NOT_SET_UP);
    spec
      .given([setUp('NEWER')])
      .when(enable())
      .thenRefuses(TWO_FACTOR_NOT_SET_UP);
    spec.given([setUp(), enabled()]).when(enable(101)).thenRefuses(TWO_FACTOR_ALREADY_ON);
    spec.given([setUp(), enabled()]).when({ type: 'SetUpTwoFactor', userId, secret: 'X', at }).thenRefuses(TWO_FACTOR_ALREADY_ON);
  });

  it('turns off only when on, and then needs a new set-up', () => {
    spec.given([setUp(), enabled()]).when({ type: 'DisableTwoFactor', userId, at }).thenEmits([disabled]);
    spec.given([]).when({ type: 'DisableTwoFactor', userId, at }).thenRefuses(TWO_FACTOR_NOT_ON);
    spec.given([setUp()]).when({ type: 'DisableTwoFactor', userId, at }).thenRefuses(TWO_FACTOR_NOT_ON);
    spec.given([setUp(), enabled(), disabled]).when(enable(200)).thenRefuses(TWO_FACTOR_NOT_SET_UP);
  });

  it('passes a sign-in with a code of a later time step than any used', () =>
    spec
      .given([setUp(), enabled(100)])
      .when(pass('c1', { kind: 'totp', timeStep: 101 }))
      .thenEmits([passed('c1', { timeStep: 101, recoveryCodeHash: null }, later)]));

  it('refuses a code whose time step was used already, the one that turned it on included', () => {
    spec
      .given([setUp(), enabled(100)])
      .when(pass('c1', { kind: 'totp', timeStep: 100 }))
      .thenRefuses(CODE_ALREADY_USED);
    spec
      .given([setUp(), enabled(100), passed('c1', { timeStep: 101, recoveryCodeHash: null })])
      .when(pass('c2', { kind: 'totp', timeStep: 101 }))
      .thenRefuses(CODE_ALREADY_USED);
  });

  it('spends a recovery code once', () => {
    spec
      .given([setUp(), enabled()])
      .when(pass('c1', { kind: 'recovery', codeHash: 'h2' }))
      .thenEmits([passed('c1', { timeStep: null, recoveryCodeHash: 'h2' }, later)]);
    spec
      .given([setUp(), enabled(), passed('c1', { timeStep: null, recoveryCodeHash: 'h2' })])
      .when(pass('c2', { kind: 'recovery', codeHash: 'h2' }))
      .thenRefuses(RECOVERY_CODE_USED);
  });

  it('refuses a challenge answered before, an expired one, or one from before the secret changed', () => {
    spec
      .given([setUp(), enabled(100), passed('c1', { timeStep: 101, recoveryCodeHash: null })])
      .when(pass('c1', { kind: 'totp', timeStep: 102 }))
      .thenRefuses(SIGN_IN_EXPIRED);
    spec
      .given([setUp(), enabled(100)])
      .when(pass('c1', { kind: 'totp', timeStep: 101 }, { when: expiresAt }))
      .thenRefuses(SIGN_IN_EXPIRED);
    spec
      .given([setUp(), enabled(100)])
      .when(pass('c1', { kind: 'totp', timeStep: 101 }, { secret: 'OTHER' }))
      .thenRefuses(SIGN_IN_EXPIRED);
    spec
      .given([setUp(), enabled(100), disabled])
      .when(pass('c1', { kind: 'totp', timeStep: 101 }))
      .thenRefuses(SIGN_IN_EXPIRED);
  });
});
