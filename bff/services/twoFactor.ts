import { setTimeout as sleep } from 'node:timers/promises';
import { DomainError } from '../../domain/decider';
import { invalidInput, notFound, tooManyFailedAttempts, unauthenticated } from '../../domain/errors';
import { parseEvent } from '../../domain/events';
import type { EventStore } from '../../domain/ports/eventStore';
import {
  CODE_ALREADY_USED,
  RECOVERY_CODE_USED,
  SIGN_IN_EXPIRED,
  TWO_FACTOR_ALREADY_ON,
  TWO_FACTOR_NOT_ON,
  TWO_FACTOR_NOT_SET_UP,
  twoFactorDecider,
  twoFactorStream,
  type TwoFactorCommand,
  type TwoFactorEvent,
  type TwoFactorState,
} from '../../domain/twoFactor/decider';
import type { TwoFactorQueries } from '../../projections/queries/twoFactorQueries';
import type { UserQueries } from '../../projections/queries/userQueries';
import { LoginThrottle } from '../auth/loginThrottle';
import type { ConfirmPassword } from '../auth/passwordConfirmation';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from '../auth/recoveryCodes';
import { newTotpSecret, otpauthUrl, totpTimeStep } from '../auth/totp';
import type { TwoFactorChallenges } from '../auth/twoFactorChallenge';
import type { CommandBus } from './commandBus';
import { commandContext, type RequestContext } from './requestContext';

export const CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app.';
export const WRONG_CODE = 'That code is not valid. Check it and try again.';

export type TwoFactorDeps = {
  execute: CommandBus;
  events: EventStore;
  queries: TwoFactorQueries;
  users: UserQueries;
  challenges: TwoFactorChallenges;
  confirmPassword: ConfirmPassword;
  /** Wrong codes, counted per account and address as wrong passwords are. */
  throttle?: LoginThrottle;
};

const codeOf = (raw: unknown): string => {
  const code = typeof raw === 'string' ? raw.replace(/\s/g, '') : '';
  // Longer than any code: refused before any work.
  if (!code || code.length > 20) throw invalidInput(CODE_REQUIRED, 'code');
  return code;
};

/**
 * Two-factor sign-in with an authenticator app: setting it up, turning it on and off, and the
 * second step of a sign-in. The secret is read from the person's stream (sealed with their key
 * there), never from a read model.
 */
export function twoFactorService({ execute, events, queries, users, challenges, confirmPassword, throttle = new LoginThrottle() }: TwoFactorDeps) {
  const run = (userId: string, command: TwoFactorCommand, request: RequestContext, part: string) =>
    execute(twoFactorStream(userId), twoFactorDecider, command, commandContext({ ...request, viewerId: userId }, part));

  /** The stream's state as the decider will see it, for checking a code against its secret. */
  async function stateOf(userId: string): Promise<TwoFactorState> {
    let state = twoFactorDecider.initialState();
    for (const stored of await events.readStream(twoFactorStream(userId))) {
      const event = parseEvent(stored);
      if (event && Object.hasOwn(twoFactorDecider.eventTypes, event.type)) state = twoFactorDecider.evolve(state, event as TwoFactorEvent);
    }
    return state;
  }

  /** What a code proves for a sign-in, or why it proves nothing. */
  async function proofOf(state: TwoFactorState, userId: string, code: string, now: Date) {
    const secret = state.secret ?? '';
    const timeStep = await totpTimeStep(secret, code, now);
    if (timeStep !== null) return timeStep > state.lastTimeStep ? { kind: 'totp' as const, timeStep } : CODE_ALREADY_USED;
    if (!looksLikeRecoveryCode(code)) return WRONG_CODE;
    const codeHash = hashRecoveryCode(userId, code);
    if (state.recoveryCodeHashes.includes(codeHash)) return { kind: 'recovery' as const, codeHash };
    return state.spentRecoveryCodeHashes.includes(codeHash) ? RECOVERY_CODE_USED : WRONG_CODE;
  }

  return {
    status: (userId: string) => queries.status(userId),

    /** A new secret, pending until a code of it turns two-factor sign-in on. */
    async setUp(userId: string, request: RequestContext): Promise<{ secret: string; otpauthUrl: string }> {
      const user = await users.byId(userId);
      if (!user) throw notFound('User');
      const at = request.now.toISOString();
      const { events: appended } = await run(userId, { type: 'SetUpTwoFactor', userId, secret: newTotpSecret(), at }, request, 'two-factor-setup');
      // A retried request (same Idempotency-Key) answers the secret its first try stored.
      const secret = appended.find((e) => e.type === 'TwoFactorSetUp')?.data.secret ?? '';
      return { secret, otpauthUrl: otpauthUrl(secret, user.username) };
    },

    /** Turns it on with a code of the pending secret; answers the recovery codes, the only time they are shown. */
    async enable(userId: string, rawCode: unknown, request: RequestContext): Promise<{ recoveryCodes: string[] }> {
      const code = codeOf(rawCode);
      const state = await stateOf(userId);
      if (state.status === 'on') throw new DomainError('conflict', TWO_FACTOR_ALREADY_ON);
      if (state.status === 'off' || !state.secret) throw new DomainError('conflict', TWO_FACTOR_NOT_SET_UP);
      const timeStep = await totpTimeStep(state.secret, code, request.now);
      if (timeStep === null) throw invalidInput(WRONG_CODE, 'code');
      const recoveryCodes = newRecoveryCodes();
      const recoveryCodeHashes = recoveryCodes.map((c) => hashRecoveryCode(userId, c));
      const at = request.now.toISOString();
      const command: TwoFactorCommand = { type: 'EnableTwoFactor', userId, secret: state.secret, timeStep, recoveryCodeHashes, at };
      const { events: appended } = await run(userId, command, request, 'two-factor-enable');
      // A retried request finds the first try's codes stored, which it cannot show again.
      const stored = appended.find((e) => e.type === 'TwoFactorEnabled')?.data.recoveryCodeHashes;
      if (stored?.[0] !== recoveryCodeHashes[0]) throw new DomainError('conflict', TWO_FACTOR_ALREADY_ON);
      return { recoveryCodes };
    },

    async disable(userId: string, password: unknown, request: RequestContext): Promise<void> {
      if (!(await queries.status(userId)).enabled) throw new DomainError('conflict', TWO_FACTOR_NOT_ON);
      await confirmPassword(userId, password, request);
      await run(userId, { type: 'DisableTwoFactor', userId, at: request.now.toISOString() }, request, 'two-factor-disable');
    },

    /** After the right password: the challenge to answer with a code, or null when two-factor sign-in is off. */
    async challengeFor(userId: string, request: RequestContext): Promise<string | null> {
      return (await queries.status(userId)).enabled ? challenges.issue(userId, request.now) : null;
    },

    /**
     * The second step: a TOTP code or a recovery code for a live challenge. Answers the account
     * to start a session for; wrong codes are throttled as wrong passwords are.
     */
    async complete(raw: { challenge: unknown; code: unknown }, request: RequestContext): Promise<string> {
      const challenge = challenges.verify(raw.challenge, request.now);
      if (!challenge) throw unauthenticated(SIGN_IN_EXPIRED);
      const code = codeOf(raw.code);
      const { userId } = challenge;
      const key = `two-factor:${userId}`;
      const now = request.now.getTime();
      const locked = throttle.retryAfterMs(key, request.clientIp, now);
      if (locked > 0) throw tooManyFailedAttempts(Math.ceil(locked / 1000));
      const state = await stateOf(userId);
      const answered = state.usedChallenges.some((c) => c.id === challenge.challengeId);
      if (state.status !== 'on' || !state.secret || answered) throw unauthenticated(SIGN_IN_EXPIRED);
      const proof = await proofOf(state, userId, code, request.now);
      if (typeof proof === 'string') {
        await sleep(throttle.failed(key, request.clientIp, now));
        throw unauthenticated(proof);
      }
      const at = request.now.toISOString();
      const { challengeId, expiresAt } = challenge;
      const command: TwoFactorCommand = {
        type: 'PassTwoFactor',
        userId,
        challengeId,
        challengeExpiresAt: expiresAt.toISOString(),
        secret: state.secret,
        proof,
        at,
      };
      await run(userId, command, request, 'two-factor-pass');
      throttle.succeeded(key, request.clientIp);
      return userId;
    },
  };
}

export type TwoFactorService = ReturnType<typeof twoFactorService>;
