import { describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_BIO, isProfileIncomplete } from './profile';

describe('profile rules', () => {
  it('asks to complete a profile with no bio, the default admin text or the username as bio', () => {
    expect(isProfileIncomplete({ username: 'ann', bio: null })).toBe(true);
    expect(isProfileIncomplete({ username: 'ann', bio: '  ' })).toBe(true);
    expect(isProfileIncomplete({ username: 'ann', bio: DEFAULT_ADMIN_BIO })).toBe(true);
    expect(isProfileIncomplete({ username: 'ann', bio: 'ann' })).toBe(true);
    expect(isProfileIncomplete({ username: 'ann', bio: 'I take photos' })).toBe(false);
  });
});
