import { describe, expect, it } from 'vitest';
import { sessionTokens } from './session';
import { CHALLENGE_SECONDS, twoFactorChallenges } from './twoFactorChallenge';

const now = new Date('2026-11-24T10:00:00.000Z');
const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('two-factor challenges', () => {
  const challenges = twoFactorChallenges('a-session-secret-of-enough-length');

  it('names the account, a fresh id and the end, for five minutes', () => {
    const first = challenges.issue('u1', now);
    const second = challenges.issue('u1', now);
    const read = challenges.verify(first, at(CHALLENGE_SECONDS - 1));
    expect(read).toEqual({ userId: 'u1', challengeId: expect.any(String), expiresAt: at(CHALLENGE_SECONDS) });
    expect(challenges.verify(second, now)?.challengeId).not.toBe(read?.challengeId);
    expect(challenges.verify(first, at(CHALLENGE_SECONDS))).toBeNull();
  });

  it('takes no session token, no other server’s challenge, nothing altered and nothing that is not a string', () => {
    const token = sessionTokens('a-session-secret-of-enough-length').issue('u1', 's1');
    expect(challenges.verify(token, now)).toBeNull();
    expect(twoFactorChallenges('another-secret').verify(challenges.issue('u1', now), now)).toBeNull();
    const challenge = challenges.issue('u1', now);
    expect(challenges.verify(`${challenge.slice(0, -2)}xx`, now)).toBeNull();
    for (const junk of [undefined, null, 42, {}, '', 'a.b.c', 'x'.repeat(5000)]) expect(challenges.verify(junk, now)).toBeNull();
  });
});
