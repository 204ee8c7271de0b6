import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { isHttps, requestedHost } from '../auth/httpSession';

// A Host header is reflected into the CSP only when it is a plain host name or address and port.
const PLAIN_HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

/** `connect-src`: this origin, and its WebSocket twin (older browsers do not count ws: as 'self'). */
const connectSources = (req: IncomingMessage): string => {
  const host = requestedHost(req);
  if (!host || !PLAIN_HOST.test(host)) return "'self'";
  return `'self' ${isHttps(req) ? 'wss' : 'ws'}://${host}`;
};

const policy = (https: boolean) =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        // React and Radix set style attributes; styles cannot run code.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': [(req) => connectSources(req as IncomingMessage)],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // Over plain http an HSTS header is ignored at best, and a trap on a LAN address at worst.
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
  });

const overHttp = policy(false);
const overHttps = policy(true);

/**
 * Sets the security headers on any response, before it goes to Express or to the GraphQL JSON
 * handler beside it, so that pages, media, REST and GraphQL all carry them.
 */
export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse): void {
  (isHttps(req) ? overHttps : overHttp)(req, res, () => undefined);
}
