import { describe, it } from 'vitest';
import { deciderSpecification } from '../deciderSpecification';
import type { EventOf } from '../events';
import { passkeyChallengeDecider } from './challengeDecider';
import { PASSKEY_REQUEST_EXPIRED } from './refusals';

const spec = deciderSpecification(passkeyChallengeDecider);
const at = '2026-11-24T12:00:00.000Z';
const expiresAt = '2026-11-24T12:05:00.000Z';
const binding = { purpose: 'registration' as const, userId: 'u1', sessionId: 's1' };
const issue = { type: 'IssuePasskeyChallenge' as const, challengeId: 'c1', ...binding, expiresAt, at };
const issued: EventOf<'PasskeyChallengeIssued'> = { type: 'PasskeyChallengeIssued', data: { challengeId: 'c1', ...binding, expiresAt, at } };
const use = { type: 'UsePasskeyChallenge' as const, challengeId: 'c1', ...binding, at: '2026-11-24T12:04:59.000Z' };
const used: EventOf<'PasskeyChallengeUsed'> = { type: 'PasskeyChallengeUsed', data: { challengeId: 'c1', at: use.at } };

describe('passkey challenge decider', () => {
  it('issues a challenge once', () => {
    spec.given([]).when(issue).thenEmits([issued]);
    spec.given([issued]).when(issue).thenRefuses('issued already');
  });

  it('takes it back once, before it expires, for the purpose and session it was issued to', () => spec.given([issued]).when(use).thenEmits([used]));

  it('refuses a challenge never issued, used already, or expired', () => {
    spec.given([]).when(use).thenRefuses(PASSKEY_REQUEST_EXPIRED);
    spec.given([issued, used]).when(use).thenRefuses(PASSKEY_REQUEST_EXPIRED);
    spec
      .given([issued])
      .when({ ...use, at: expiresAt })
      .thenRefuses(PASSKEY_REQUEST_EXPIRED);
  });

  it("refuses another purpose's, account's or session's challenge", () => {
    spec
      .given([issued])
      .when({ ...use, purpose: 'signIn' })
      .thenRefuses(PASSKEY_REQUEST_EXPIRED);
    spec
      .given([issued])
      .when({ ...use, userId: 'u2' })
      .thenRefuses(PASSKEY_REQUEST_EXPIRED);
    spec
      .given([issued])
      .when({ ...use, sessionId: 's2' })
      .thenRefuses(PASSKEY_REQUEST_EXPIRED);
  });

  it("takes a sign-in's challenge back from anyone: the passkey says whose", () => {
    const signIn = { purpose: 'signIn' as const, userId: null, sessionId: null };
    spec
      .given([{ type: 'PasskeyChallengeIssued', data: { challengeId: 'c1', ...signIn, expiresAt, at } }])
      .when({ ...use, ...signIn })
      .thenEmits([used]);
  });
});
