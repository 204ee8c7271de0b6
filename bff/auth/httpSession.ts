import type { Request, Response } from 'express';
import type { RequestContext } from '../services/requestContext';
import type { Services } from '../services/services';
import { SESSION_COOKIE, viewerFromCredentials } from './session';

/** Who is asking over HTTP (REST shim and GraphQL alike), from their token or session cookie. */
export function requestContextOf(services: Services, req: Request): RequestContext {
  return {
    viewerId: viewerFromCredentials(services.tokens, req.headers.authorization, req.headers.cookie),
    clientIp: req.ip ?? null,
    idempotencyKey: req.get('idempotency-key') ?? null,
  };
}

export function setSessionCookie(services: Services, res: Response, token: string): void {
  res.cookie(SESSION_COOKIE, token, services.tokens.cookieOptions(services.secureCookies));
}
