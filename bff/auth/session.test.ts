import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { sessionTokens, viewerFromCredentials } from './session';

describe('session tokens', () => {
  const tokens = sessionTokens('a-test-secret-of-enough-length');

  it('verifies a token it issued, again and again', () => {
    const token = tokens.issue('user-1');
    expect(tokens.verify(token)).toBe('user-1');
    expect(tokens.verify(token)).toBe('user-1');
  });

  it('refuses a token signed with another secret, or tampered with', () => {
    const foreign = jwt.sign({}, 'another-secret', { algorithm: 'HS256', subject: 'user-1', expiresIn: '1d' });
    expect(tokens.verify(foreign)).toBeNull();
    const [header, , signature] = tokens.issue('user-1').split('.');
    const payload = Buffer.from(JSON.stringify({ sub: 'admin', exp: 4102444800 })).toString('base64url');
    expect(tokens.verify(`${header}.${payload}.${signature}`)).toBeNull();
    expect(tokens.verify('not a token')).toBeNull();
  });

  it('refuses a remembered token once it has expired', () => {
    const token = tokens.issue('user-2');
    expect(tokens.verify(token)).toBe('user-2');
    const thirtyOneDays = Date.now() + 31 * 24 * 3600 * 1000;
    expect(tokens.verify(token, thirtyOneDays)).toBeNull();
  });

  it('reads the bearer token first, then the session cookie', () => {
    const bearer = tokens.issue('from-bearer');
    const cookie = tokens.issue('from-cookie');
    expect(viewerFromCredentials(tokens, `Bearer ${bearer}`, `glimpse_session=${cookie}`)).toBe('from-bearer');
    expect(viewerFromCredentials(tokens, 'Bearer junk', `a=b; glimpse_session=${cookie}`)).toBe('from-cookie');
    expect(viewerFromCredentials(tokens, undefined, undefined)).toBeNull();
  });
});
