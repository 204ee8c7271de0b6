import { describe, expect, it } from 'vitest';
import { authenticatorCodeSchema, recoveryCodeSchema } from './twoFactorRules';

describe('the two-factor code forms', () => {
  it('takes 6 digits as an app shows them, spaces and all', () => {
    expect(authenticatorCodeSchema.parse({ code: ' 123 456 ' })).toEqual({ code: '123456' });
  });

  it('refuses anything else with the words of the sign-in step', () => {
    for (const code of ['', '12345', '1234567', 'abcdef']) {
      const parsed = authenticatorCodeSchema.safeParse({ code });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('Enter the 6-digit code from your authenticator app.');
    }
  });

  it('takes a recovery code as typed, and asks for one when empty', () => {
    expect(recoveryCodeSchema.parse({ code: ' ab12c-3de45 ' })).toEqual({ code: 'ab12c-3de45' });
    expect(recoveryCodeSchema.safeParse({ code: '  ' }).error?.issues[0]?.message).toBe('Enter one of your recovery codes.');
  });
});
