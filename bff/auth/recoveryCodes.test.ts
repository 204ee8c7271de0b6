import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from './recoveryCodes';

describe('recovery codes', () => {
  it('makes 10 different codes as GitHub writes them', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-f]{5}-[0-9a-f]{5}$/);
  });

  it('hashes a code however it is typed, and differently for each account', () => {
    expect(hashRecoveryCode('u1', 'ab12c-3de45')).toBe(hashRecoveryCode('u1', ' AB12C 3DE45'));
    expect(hashRecoveryCode('u1', 'ab12c-3de45')).not.toBe(hashRecoveryCode('u2', 'ab12c-3de45'));
    expect(hashRecoveryCode('u1', 'ab12c-3de45')).not.toContain('ab12c');
    expect(looksLikeRecoveryCode('AB12C-3DE45')).toBe(true);
    expect(looksLikeRecoveryCode('123456')).toBe(false);
  });
});
