import type { Request, RequestHandler, Response } from 'express';
import { SESSION_COOKIE, viewerFromCredentials } from '../auth/session';
import { describeError, unauthenticated } from '../errors';
import type { RequestContext } from '../services/requestContext';
import type { Services } from '../services/services';

export function requestContextOf(services: Services, req: Request): RequestContext {
  return {
    viewerId: viewerFromCredentials(services.tokens, req.headers.authorization, req.headers.cookie),
    clientIp: req.ip ?? null,
    idempotencyKey: req.get('idempotency-key') ?? null,
  };
}

/** An Express handler whose errors are answered as `{message}` with the right status. */
export function handle(
  services: Services,
  handler: (req: Request, res: Response, context: RequestContext) => Promise<unknown>,
): RequestHandler {
  return async (req, res) => {
    try {
      const body = await handler(req, res, requestContextOf(services, req));
      if (!res.headersSent) res.json(body ?? {});
    } catch (error) {
      const { status, message } = describeError(error);
      res.status(status).json({ message });
    }
  };
}

/** Like `handle`, for signed-in users only; the viewer must still exist. */
export function handleSignedIn(
  services: Services,
  handler: (req: Request, res: Response, context: RequestContext & { viewerId: string }) => Promise<unknown>,
): RequestHandler {
  return handle(services, async (req, res, context) => {
    if (!context.viewerId || !(await services.users.byId(context.viewerId))) throw unauthenticated();
    return handler(req, res, { ...context, viewerId: context.viewerId });
  });
}

export function setSessionCookie(services: Services, res: Response, token: string): void {
  res.cookie(SESSION_COOKIE, token, services.tokens.cookieOptions(services.secureCookies));
}

/** A route parameter as one string (Express types allow arrays for wildcard routes). */
export const param = (req: Request, name: string): string => String(req.params[name]);
