import type { IncomingMessage, ServerResponse } from 'node:http';
import { isFromThisSite } from './sameOrigin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const REFUSED_BODY = JSON.stringify({ message: 'Requests from other sites are not allowed.' });

/**
 * Whether to refuse a write that a browser sent on behalf of another site (a form post or fetch
 * that would carry the user's cookie). A request with an Authorization header is let through: a
 * browser cannot add that header cross-site without a CORS preflight, which this server never
 * grants, so it comes from our own client or the mobile app. Writes without any credentials are
 * refused cross-site too (a forged log-in or sign-up).
 */
export function isCrossSiteWrite(req: IncomingMessage, allowedOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(req.method ?? 'GET')) return false;
  if (req.headers.authorization) return false;
  return !isFromThisSite(req, allowedOrigins);
}

export function refuseCrossSiteWrite(res: ServerResponse): void {
  res.writeHead(403, { 'content-type': 'application/json; charset=utf-8' }).end(REFUSED_BODY);
}
