import { DomainError, type Decider } from '../decider';
import type { EventOf } from '../events';

/**
 * Two-factor sign-in with an authenticator app (TOTP), on a stream of its own per person. The
 * service checks a code against the secret (a TOTP library, the clock) and hands the decider what
 * it proved: the code's time step, or the hash of a recovery code. The decider keeps the rules
 * that need the stream's history: a time step is used once, a recovery code once, a challenge once.
 */
export type TwoFactorCommand =
  | { type: 'SetUpTwoFactor'; userId: string; secret: string; at: string }
  | { type: 'EnableTwoFactor'; userId: string; secret: string; timeStep: number; recoveryCodeHashes: readonly string[]; at: string }
  | { type: 'DisableTwoFactor'; userId: string; at: string }
  | {
      type: 'PassTwoFactor';
      userId: string;
      challengeId: string;
      challengeExpiresAt: string;
      /** The secret the code was checked against: a secret replaced since then proves nothing. */
      secret: string;
      proof: { kind: 'totp'; timeStep: number } | { kind: 'recovery'; codeHash: string };
      at: string;
    };

export type TwoFactorEvent = EventOf<'TwoFactorSetUp' | 'TwoFactorEnabled' | 'TwoFactorDisabled' | 'TwoFactorPassed'>;

export type TwoFactorState = {
  status: 'off' | 'pending' | 'on';
  /** The pending secret while set up, the active one while on. */
  secret: string | null;
  /** The latest time step a code was accepted for: codes of it and before are refused. */
  lastTimeStep: number;
  /** The recovery codes not used yet, as hashes. */
  recoveryCodeHashes: readonly string[];
  /** The recovery codes used, as hashes: a second use is told apart from a wrong code. */
  spentRecoveryCodeHashes: readonly string[];
  /** Challenges answered and not yet expired (older ones are refused for their age). */
  usedChallenges: readonly { id: string; expiresAt: string }[];
};

export const twoFactorStream = (userId: string) => `twofactor-${userId}`;

export const TWO_FACTOR_ALREADY_ON = 'Two-factor authentication is already on.';
export const TWO_FACTOR_NOT_SET_UP = 'Set up two-factor authentication first: scan the QR code, then enter a code.';
export const TWO_FACTOR_NOT_ON = 'Two-factor authentication is not on.';
export const SIGN_IN_EXPIRED = 'This sign-in has expired. Please sign in again.';
export const CODE_ALREADY_USED = 'This code was already used. Wait for the next code and try again.';
export const RECOVERY_CODE_USED = 'This recovery code was already used.';

const expired = () => new DomainError('unauthenticated', SIGN_IN_EXPIRED);

export const twoFactorDecider: Decider<TwoFactorCommand, TwoFactorEvent, TwoFactorState> = {
  eventTypes: { TwoFactorSetUp: true, TwoFactorEnabled: true, TwoFactorDisabled: true, TwoFactorPassed: true },
  initialState: () => ({ status: 'off', secret: null, lastTimeStep: -1, recoveryCodeHashes: [], spentRecoveryCodeHashes: [], usedChallenges: [] }),
  evolve(state, event) {
    switch (event.type) {
      case 'TwoFactorSetUp':
        return { ...state, status: 'pending', secret: event.data.secret };
      case 'TwoFactorEnabled':
        return {
          ...state,
          status: 'on',
          lastTimeStep: Math.max(state.lastTimeStep, event.data.timeStep),
          recoveryCodeHashes: event.data.recoveryCodeHashes,
          spentRecoveryCodeHashes: [],
        };
      case 'TwoFactorDisabled':
        return { ...state, status: 'off', secret: null, recoveryCodeHashes: [], spentRecoveryCodeHashes: [] };
      case 'TwoFactorPassed': {
        const { timeStep, recoveryCodeHash, challengeId, challengeExpiresAt, at } = event.data;
        return {
          ...state,
          lastTimeStep: timeStep === null ? state.lastTimeStep : Math.max(state.lastTimeStep, timeStep),
          recoveryCodeHashes: state.recoveryCodeHashes.filter((hash) => hash !== recoveryCodeHash),
          spentRecoveryCodeHashes: recoveryCodeHash === null ? state.spentRecoveryCodeHashes : [...state.spentRecoveryCodeHashes, recoveryCodeHash],
          // Expired challenges are refused for their age, so only live ones need remembering.
          usedChallenges: [...state.usedChallenges.filter((c) => c.expiresAt > at), { id: challengeId, expiresAt: challengeExpiresAt }],
        };
      }
    }
  },
  decide(command, state) {
    const { userId, at } = command;
    switch (command.type) {
      case 'SetUpTwoFactor':
        if (state.status === 'on') throw new DomainError('conflict', TWO_FACTOR_ALREADY_ON);
        return [{ type: 'TwoFactorSetUp', data: { userId, secret: command.secret, at } }];
      case 'EnableTwoFactor':
        if (state.status === 'on') throw new DomainError('conflict', TWO_FACTOR_ALREADY_ON);
        if (state.status === 'off' || state.secret !== command.secret) throw new DomainError('conflict', TWO_FACTOR_NOT_SET_UP);
        if (command.timeStep <= state.lastTimeStep) throw new DomainError('invalid', CODE_ALREADY_USED, 'code');
        return [{ type: 'TwoFactorEnabled', data: { userId, timeStep: command.timeStep, recoveryCodeHashes: [...command.recoveryCodeHashes], at } }];
      case 'DisableTwoFactor':
        if (state.status !== 'on') throw new DomainError('conflict', TWO_FACTOR_NOT_ON);
        return [{ type: 'TwoFactorDisabled', data: { userId, at } }];
      case 'PassTwoFactor': {
        const { challengeId, challengeExpiresAt, proof } = command;
        if (state.status !== 'on' || state.secret !== command.secret || challengeExpiresAt <= at) throw expired();
        if (state.usedChallenges.some((c) => c.id === challengeId)) throw expired();
        if (proof.kind === 'totp' && proof.timeStep <= state.lastTimeStep) throw new DomainError('unauthenticated', CODE_ALREADY_USED);
        if (proof.kind === 'recovery' && !state.recoveryCodeHashes.includes(proof.codeHash)) throw new DomainError('unauthenticated', RECOVERY_CODE_USED);
        const timeStep = proof.kind === 'totp' ? proof.timeStep : null;
        const recoveryCodeHash = proof.kind === 'recovery' ? proof.codeHash : null;
        return [{ type: 'TwoFactorPassed', data: { userId, challengeId, challengeExpiresAt, timeStep, recoveryCodeHash, at } }];
      }
    }
  },
};
