import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { setSecurityHeaders } from './securityHeaders';

function headersFor(peer: string, headers: Record<string, string>, encrypted = false): Record<string, string> {
  const set: Record<string, string> = {};
  const req = {
    headers: { host: 'glimpse.example', ...headers },
    socket: { remoteAddress: peer, ...(encrypted ? { encrypted: true } : {}) },
  } as unknown as IncomingMessage;
  const res = {
    setHeader: (name: string, value: string) => {
      set[name.toLowerCase()] = value;
    },
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  setSecurityHeaders(req, res);
  return set;
}

describe('HSTS', () => {
  it('is sent over a TLS socket, and when a proxy on this machine says the request came over https', () => {
    expect(headersFor('203.0.113.9', {}, true)['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headersFor('127.0.0.1', { 'x-forwarded-proto': 'https' })['strict-transport-security']).toBeDefined();
    expect(headersFor('::1', { 'x-forwarded-proto': 'https, http' })['strict-transport-security']).toBeDefined();
  });

  it('is not sent over plain http, nor because a client far away claims https', () => {
    expect(headersFor('127.0.0.1', {})['strict-transport-security']).toBeUndefined();
    expect(headersFor('203.0.113.9', { 'x-forwarded-proto': 'https' })['strict-transport-security']).toBeUndefined();
    expect(headersFor('203.0.113.9', { 'x-forwarded-proto': 'https' })['content-security-policy']).toContain('connect-src ' + "'self' ws://glimpse.example");
  });

  it("lets the page's sockets reach the host a proxy on this machine forwarded", () => {
    const csp = headersFor('127.0.0.1', { host: 'localhost:3000', 'x-forwarded-host': 'glimpse.example', 'x-forwarded-proto': 'https' })[
      'content-security-policy'
    ];
    expect(csp).toContain("connect-src 'self' wss://glimpse.example;");
  });
});
