import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturnTo } from './returnTo';

describe('safeReturnPath', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    expect(safeReturnPath('/post/abc')).toBe('/post/abc');
    expect(safeReturnPath('/hashtag/caf%C3%A9?x=1#top')).toBe('/hashtag/caf%C3%A9?x=1#top');
    expect(safeReturnPath('/profile/u1/../u2')).toBe('/profile/u2');
  });

  it('ignores whatever a browser could take to another site', () => {
    for (const value of [
      '//evil.com',
      '///evil.com',
      'https://evil.com',
      'http:/evil.com',
      '/\\evil.com',
      '/\\/evil.com',
      '\\\\evil.com',
      '/..//evil.com',
      '/%2e%2e//evil.com',
      '/\t/evil.com',
      '/\n/evil.com',
      'javascript:alert(1)',
      'evil.com',
      '',
      null,
      undefined,
    ])
      expect(safeReturnPath(value), String(value)).toBeNull();
  });

  it('ignores the home page and the sign-in pages themselves', () => {
    for (const value of ['/', '/login', '/signup?next=/post/1', '/admin-signup', '/welcome']) expect(safeReturnPath(value), value).toBeNull();
  });
});

describe('withReturnTo', () => {
  it('carries the target in the query, encoded', () => {
    expect(withReturnTo('/login', '/post/a b?c=1')).toBe('/login?next=%2Fpost%2Fa%20b%3Fc%3D1');
    expect(withReturnTo('/login', null)).toBe('/login');
  });
});
