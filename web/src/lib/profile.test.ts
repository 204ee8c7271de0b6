import { describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_BIO, isProfileIncomplete, validateProfile } from './profile';

describe('profile rules', () => {
  it('asks to complete a profile with no bio, the default admin text or the username as bio', () => {
    expect(isProfileIncomplete({ username: 'ann', bio: null })).toBe(true);
    expect(isProfileIncomplete({ username: 'ann', bio: '  ' })).toBe(true);
    expect(isProfileIncomplete({ username: 'ann', bio: DEFAULT_ADMIN_BIO })).toBe(true);
    expect(isProfileIncomplete({ username: 'ann', bio: 'ann' })).toBe(true);
    expect(isProfileIncomplete({ username: 'ann', bio: 'I take photos' })).toBe(false);
  });

  it('checks the full name and bio with the spec texts', () => {
    expect(validateProfile({ fullName: ' ', bio: '' })).toEqual({ fullName: 'Full name is required' });
    expect(validateProfile({ fullName: 'a'.repeat(51), bio: 'b'.repeat(151) })).toEqual({
      fullName: 'Full name must be less than 50 characters',
      bio: 'Bio must be less than 150 characters',
    });
    expect(validateProfile({ fullName: 'a'.repeat(50), bio: 'b'.repeat(150) })).toEqual({});
  });
});
