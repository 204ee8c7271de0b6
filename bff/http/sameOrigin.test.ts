import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isFromThisSite } from './sameOrigin';

const request = (headers: Record<string, string>, peer = '203.0.113.7') =>
  ({ headers: { host: 'glimpse.example:8443', ...headers }, socket: { remoteAddress: peer } }) as unknown as IncomingMessage;

describe('isFromThisSite', () => {
  it('takes requests from no browser at all (no Origin, no fetch metadata): the mobile app, scripts', () => {
    expect(isFromThisSite(request({}), [])).toBe(true);
  });

  it("takes the browser's word that a request comes from this very origin, even through a proxy that rewrote Host", () => {
    expect(isFromThisSite(request({ 'sec-fetch-site': 'same-origin', origin: 'http://localhost:5173' }), [])).toBe(true);
    expect(isFromThisSite(request({ 'sec-fetch-site': 'none' }), [])).toBe(true);
  });

  it('refuses other sites and sibling sites, unless their origin is allowed', () => {
    expect(isFromThisSite(request({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }), [])).toBe(false);
    expect(isFromThisSite(request({ 'sec-fetch-site': 'same-site', origin: 'https://evil.glimpse.example' }), [])).toBe(false);
    expect(isFromThisSite(request({ 'sec-fetch-site': 'cross-site', origin: 'https://m.glimpse.example' }), ['https://m.glimpse.example'])).toBe(true);
  });

  it('compares the Origin with the Host when the browser sends no fetch metadata', () => {
    expect(isFromThisSite(request({ origin: 'https://glimpse.example:8443' }), [])).toBe(true);
    expect(isFromThisSite(request({ origin: 'https://GLIMPSE.example:8443' }), [])).toBe(true);
    expect(isFromThisSite(request({ origin: 'https://glimpse.example' }), [])).toBe(false);
    expect(isFromThisSite(request({ origin: 'null' }), [])).toBe(false);
    expect(isFromThisSite(request({ origin: 'not a url' }), [])).toBe(false);
  });

  it('compares with the host a proxy on this machine forwarded, and only such a proxy', () => {
    const behindProxy = { host: 'localhost:3000', 'x-forwarded-host': 'glimpse.example' };
    expect(isFromThisSite(request({ ...behindProxy, origin: 'https://glimpse.example' }, '127.0.0.1'), [])).toBe(true);
    expect(isFromThisSite(request({ ...behindProxy, origin: 'https://evil.example' }, '127.0.0.1'), [])).toBe(false);
    expect(isFromThisSite(request({ 'x-forwarded-host': 'evil.example', origin: 'https://evil.example' }), [])).toBe(false);
  });
});
