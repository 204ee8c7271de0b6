import { describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_BIO, isOwnProfilePath, isProfileIncomplete } from './profile';

describe('profile rules', () => {
  it('asks to complete a profile with no bio, the default admin text or the username as bio', () => {
    expect(isProfileIncomplete({ username: 'ann', bio: null })).toBe(true);
    expect(isProfileIncomplete({ username: 'ann', bio: '  ' })).toBe(true);
    expect(isProfileIncomplete({ username: 'ann', bio: DEFAULT_ADMIN_BIO })).toBe(true);
    expect(isProfileIncomplete({ username: 'ann', bio: 'ann' })).toBe(true);
    expect(isProfileIncomplete({ username: 'ann', bio: 'I take photos' })).toBe(false);
  });

  it('lights the Profile tab on the viewer’s own profile and its lists only', () => {
    for (const path of ['/profile', '/profile/', '/profile/edit', '/profile/me-1', '/followers/me-1', '/following/me-1'])
      expect(isOwnProfilePath(path, 'me-1'), path).toBe(true);
    for (const path of ['/profile/other-2', '/followers/other-2', '/following/other-2', '/', '/search', '/profile/me-12'])
      expect(isOwnProfilePath(path, 'me-1'), path).toBe(false);
    expect(isOwnProfilePath('/profile/me-1', undefined)).toBe(false);
  });
});
