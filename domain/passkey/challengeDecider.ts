import { DomainError, type Decider } from '../decider';
import type { EventOf } from '../events';
import { PASSKEY_REQUEST_EXPIRED } from './refusals';

/**
 * A WebAuthn challenge, kept in the event store (not in a process's memory) so that any process
 * can take it back, once: issued with its purpose and end, then used. A registration's challenge is
 * bound to the session that asked for it; a sign-in's to no one (a discoverable credential says
 * whose it is).
 */
export type ChallengePurpose = 'registration' | 'signIn';

export type PasskeyChallengeCommand =
  | {
      type: 'IssuePasskeyChallenge';
      challengeId: string;
      purpose: ChallengePurpose;
      userId: string | null;
      sessionId: string | null;
      expiresAt: string;
      at: string;
    }
  | { type: 'UsePasskeyChallenge'; challengeId: string; purpose: ChallengePurpose; userId: string | null; sessionId: string | null; at: string };

export type PasskeyChallengeEvent = EventOf<'PasskeyChallengeIssued' | 'PasskeyChallengeUsed'>;
export type PasskeyChallengeState = {
  issued: { purpose: ChallengePurpose; userId: string | null; sessionId: string | null; expiresAt: string } | null;
  used: boolean;
};

/** How long a challenge may be answered: as long as the browser's prompt is told to wait. */
export const PASSKEY_CHALLENGE_MS = 5 * 60_000;

export const passkeyChallengeStream = (challengeId: string) => `passkeychallenge-${challengeId}`;

export const passkeyChallengeDecider: Decider<PasskeyChallengeCommand, PasskeyChallengeEvent, PasskeyChallengeState> = {
  eventTypes: { PasskeyChallengeIssued: true, PasskeyChallengeUsed: true },
  initialState: () => ({ issued: null, used: false }),
  evolve(state, event) {
    switch (event.type) {
      case 'PasskeyChallengeIssued': {
        const { purpose, userId, sessionId, expiresAt } = event.data;
        return { issued: { purpose, userId, sessionId, expiresAt }, used: false };
      }
      case 'PasskeyChallengeUsed':
        return { ...state, used: true };
    }
  },
  decide(command, state) {
    const { challengeId, at } = command;
    if (command.type === 'IssuePasskeyChallenge') {
      // Challenges are random: one issued twice is a retry of the same command, which the handler answers.
      if (state.issued) throw new DomainError('conflict', 'This passkey request was issued already.');
      const { purpose, userId, sessionId, expiresAt } = command;
      return [{ type: 'PasskeyChallengeIssued', data: { challengeId, purpose, userId, sessionId, expiresAt, at } }];
    }
    const { issued } = state;
    const fits =
      issued !== null &&
      !state.used &&
      Date.parse(at) < Date.parse(issued.expiresAt) &&
      issued.purpose === command.purpose &&
      issued.userId === command.userId &&
      issued.sessionId === command.sessionId;
    if (!fits) throw new DomainError('invalid', PASSKEY_REQUEST_EXPIRED);
    return [{ type: 'PasskeyChallengeUsed', data: { challengeId, at } }];
  },
};
