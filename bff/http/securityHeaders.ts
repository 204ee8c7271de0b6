import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { isHttps, requestedHost } from '../auth/httpSession';

// A Host header is reflected into the CSP only when it is a plain host name or address and port.
const PLAIN_HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

/** `connect-src`: this origin, and its WebSocket twin (older browsers do not count ws: as 'self'). */
const connectSources = (req: IncomingMessage, https: boolean): string => {
  const host = requestedHost(req);
  if (!host || !PLAIN_HOST.test(host)) return "'self'";
  return `'self' ${https ? 'wss' : 'ws'}://${host}`;
};

/**
 * The one inline script the pages may run: web/public/theme.js, which the build writes into the
 * page itself (web/build/instantShell.ts) so that no request stands before the first paint. It is
 * allowed by the hash of its text, as a file it would be by 'self'.
 */
const themeScript = new URL('../../web/public/theme.js', import.meta.url);
const themeScriptHash = existsSync(themeScript) ? `'sha256-${createHash('sha256').update(readFileSync(themeScript)).digest('base64')}'` : null;

const policy = (https: boolean) =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': themeScriptHash ? ["'self'", themeScriptHash] : ["'self'"],
        'script-src-attr': ["'none'"],
        // React and Radix set style attributes; styles cannot run code.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': [(req) => connectSources(req as IncomingMessage, https)],
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

type Headers = [name: string, value: string][];

// The headers depend only on the scheme and the host, of which a server sees a handful: helmet
// builds them once per pair, not once per request (where they would take a twentieth of a like's time).
const byOrigin = new Map<string, Headers>();
const MAX_ORIGINS = 64;

function headersFor(req: IncomingMessage): Headers {
  const https = isHttps(req);
  const key = `${https}|${connectSources(req, https)}`;
  let headers = byOrigin.get(key);
  if (!headers) {
    const recorded: Headers = [];
    const recorder = { setHeader: (name: string, value: string) => void recorded.push([name, value]), removeHeader: () => undefined };
    (https ? overHttps : overHttp)(req, recorder as unknown as ServerResponse, () => undefined);
    if (byOrigin.size < MAX_ORIGINS) byOrigin.set(key, recorded);
    headers = recorded;
  }
  return headers;
}

/**
 * Sets the security headers on any response, before it goes to Express or to the GraphQL JSON
 * handler beside it, so that pages, media, REST and GraphQL all carry them.
 */
export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse): void {
  for (const [name, value] of headersFor(req)) res.setHeader(name, value);
  res.removeHeader('X-Powered-By');
}
