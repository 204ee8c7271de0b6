import type { IncomingMessage, ServerResponse } from 'node:http';
import cookie from 'cookie';
import proxyaddr from 'proxy-addr';
import type { RequestContext } from '../services/requestContext';
import type { Services } from '../services/services';
import { SESSION_COOKIE } from './session';

// As Express's `trust proxy` setting 'loopback': a proxy on this machine may name the client.
// Remembered per address: parsing one is most of what a trust check costs, and every request asks.
const isLoopback = proxyaddr.compile('loopback');
const trustedAddresses = new Map<string, boolean>();
const trustLoopback = (address: string, hop: number): boolean => {
  let trusted = trustedAddresses.get(address);
  if (trusted === undefined) {
    if (trustedAddresses.size >= 10_000) trustedAddresses.clear();
    trusted = isLoopback(address, hop);
    trustedAddresses.set(address, trusted);
  }
  return trusted;
};

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The client's address: the socket's, or the one a proxy on this machine names. */
export const clientIpOf = (req: IncomingMessage): string | null => (req.socket.remoteAddress ? proxyaddr(req, trustLoopback) : null);

const fromTrustedProxy = (req: IncomingMessage): boolean => !!req.socket.remoteAddress && trustLoopback(req.socket.remoteAddress, 0);
const forwarded = (req: IncomingMessage, name: string) => (fromTrustedProxy(req) ? header(req, name)?.split(',')[0].trim() || undefined : undefined);

/** Whether the request reached us over https: on a TLS socket, or as a trusted proxy says (X-Forwarded-Proto). */
export function isHttps(req: IncomingMessage): boolean {
  if ('encrypted' in req.socket && req.socket.encrypted) return true;
  return forwarded(req, 'x-forwarded-proto')?.toLowerCase() === 'https';
}

/** The host the client asked for: the Host header, or X-Forwarded-Host when a trusted proxy rewrote Host. */
export const requestedHost = (req: IncomingMessage): string | undefined => (forwarded(req, 'x-forwarded-host') ?? header(req, 'host'))?.toLowerCase();

/** The origin the client asked for: the scheme it came over and the host it named. */
export function siteOriginOf(req: IncomingMessage): string | null {
  const host = requestedHost(req);
  return host ? `${isHttps(req) ? 'https' : 'http'}://${host}` : null;
}

/** The Authorization header, or the original client's `x-auth-token` (a bare token) as a Bearer one. */
function authorizationOf(req: IncomingMessage): string | undefined {
  const token = header(req, 'x-auth-token');
  return header(req, 'authorization') ?? (token ? `Bearer ${token}` : undefined);
}

/**
 * Who is asking over HTTP (REST shim and GraphQL alike), from their token or session cookie,
 * provided the session has not been ended. A banned user's session ends at once: they count as
 * signed out.
 */
export async function requestContextOf(services: Services, req: IncomingMessage): Promise<RequestContext> {
  const claim = await services.sessions.liveClaim(authorizationOf(req), header(req, 'cookie'));
  const live = claim && !services.gate.isBanned(claim.userId) ? claim : null;
  const context: RequestContext = {
    viewerId: live?.userId ?? null,
    bannedUserId: claim && !live ? claim.userId : null,
    sessionId: live?.sessionId ?? null,
    clientIp: clientIpOf(req),
    userAgent: header(req, 'user-agent') ?? null,
    siteOrigin: siteOriginOf(req),
    acceptLanguage: header(req, 'accept-language') ?? null,
    idempotencyKey: header(req, 'idempotency-key') ?? null,
    now: services.clock(),
  };
  if (live) await services.sessions.noteSeen(live, context);
  return context;
}

/** Sets or clears the session cookie on a response (what a sign-up, log-in or log-out does). */
export type SessionCookie = { set(token: string): void; clear(): void };

export function sessionCookie(services: Services, req: IncomingMessage, res: ServerResponse): SessionCookie {
  const append = (value: string) => {
    const current = res.getHeader('set-cookie');
    res.setHeader('set-cookie', [...(Array.isArray(current) ? current : current ? [String(current)] : []), value]);
  };
  return {
    set(token) {
      // Secure whenever the browser reached us over https, by the same test as HSTS, so that it is
      // never sent over plain http; SECURE_COOKIES forces it (an https proxy that does not say so).
      const { maxAge, ...options } = services.tokens.cookieOptions(services.secureCookies || isHttps(req));
      append(cookie.serialize(SESSION_COOKIE, token, { ...options, maxAge: maxAge / 1000, expires: new Date(Date.now() + maxAge) }));
    },
    clear() {
      append(cookie.serialize(SESSION_COOKIE, '', { path: '/', expires: new Date(0) }));
    },
  };
}
