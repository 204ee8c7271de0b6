import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { claimsFromCredentials, sessionTokens } from './session';

describe('session tokens', () => {
  const tokens = sessionTokens('a-test-secret-of-enough-length');

  it('verifies a token it issued, again and again, with its session', () => {
    const token = tokens.issue('user-1', 'session-1');
    expect(tokens.verify(token)).toEqual({ userId: 'user-1', sessionId: 'session-1' });
    expect(tokens.verify(token)).toEqual({ userId: 'user-1', sessionId: 'session-1' });
  });

  it('refuses a token signed with another secret, tampered with, or without a session', () => {
    const foreign = jwt.sign({ sid: 's' }, 'another-secret', { algorithm: 'HS256', subject: 'user-1', expiresIn: '1d' });
    expect(tokens.verify(foreign)).toBeNull();
    const [header, , signature] = tokens.issue('user-1', 's').split('.');
    const payload = Buffer.from(JSON.stringify({ sub: 'admin', sid: 's', exp: 4102444800 })).toString('base64url');
    expect(tokens.verify(`${header}.${payload}.${signature}`)).toBeNull();
    expect(tokens.verify('not a token')).toBeNull();
    const sessionless = jwt.sign({}, Buffer.from('a-test-secret-of-enough-length'), { algorithm: 'HS256', subject: 'user-1', expiresIn: '1d' });
    expect(tokens.verify(sessionless)).toBeNull();
  });

  it('refuses a remembered token once it has expired', () => {
    const token = tokens.issue('user-2', 's2');
    expect(tokens.verify(token)).not.toBeNull();
    const thirtyOneDays = Date.now() + 31 * 24 * 3600 * 1000;
    expect(tokens.verify(token, thirtyOneDays)).toBeNull();
  });

  it('reads the bearer token first, then the session cookie', () => {
    const bearer = tokens.issue('from-bearer', 'b');
    const cookie = tokens.issue('from-cookie', 'c');
    expect(claimsFromCredentials(tokens, `Bearer ${bearer}`, `glimpse_session=${cookie}`).map((c) => c.userId)).toEqual(['from-bearer', 'from-cookie']);
    expect(claimsFromCredentials(tokens, 'Bearer junk', `a=b; glimpse_session=${cookie}`).map((c) => c.userId)).toEqual(['from-cookie']);
    expect(claimsFromCredentials(tokens, undefined, undefined)).toEqual([]);
  });
});
