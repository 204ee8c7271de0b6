import type { IncomingMessage } from 'node:http';
import { requestedHost } from '../auth/httpSession';

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The `host[:port]` of an Origin header, or null when it is `null` or not a URL. */
function hostOfOrigin(origin: string): string | null {
  try {
    return new URL(origin).host || null;
  } catch {
    return null;
  }
}

/**
 * Whether a request comes from this site's own pages (its Origin names the host it asked for,
 * as a proxy on this machine forwarded it), from an origin the operator allowed, or from a client
 * that is not a browser (no Origin, no Sec-Fetch-Site: the mobile app, scripts). Browsers set both
 * headers themselves and a page cannot forge them. Sec-Fetch-Site is trusted first, so that the
 * dev server's proxy (which rewrites Host) still counts as same-origin; browsers send none on
 * WebSocket handshakes, where the Origin decides.
 */
export function isFromThisSite(req: IncomingMessage, allowedOrigins: readonly string[]): boolean {
  const origin = header(req, 'origin');
  if (origin && allowedOrigins.includes(origin)) return true;
  const site = header(req, 'sec-fetch-site');
  if (site === 'same-origin' || site === 'none') return true;
  if (site) return false;
  if (origin === undefined) return true;
  const host = hostOfOrigin(origin);
  return host !== null && host === requestedHost(req);
}
