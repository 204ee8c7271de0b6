import type { Request, RequestHandler, Response } from 'express';
import { requestContextOf } from '../auth/httpSession';
import { withUploadRollback } from '../media/uploadRollback';
import { unauthenticated } from '../../domain/errors';
import { answerError } from '../errors';
import { requestLanguage } from '../i18n/requestLanguage';
import type { RequestContext } from '../services/requestContext';
import type { Services } from '../services/services';

/** An Express handler whose errors are answered as `{message}` with the right status. */
export function handle(services: Services, handler: (req: Request, res: Response, context: RequestContext) => Promise<unknown>): RequestHandler {
  return async (req, res) => {
    let context = null as RequestContext | null;
    try {
      const body = await withUploadRollback(services.mediaStore, async () => {
        context = await requestContextOf(services, req);
        return handler(req, res, context);
      });
      if (!res.headersSent) res.json(body ?? {});
    } catch (error) {
      const asking = context ?? { viewerId: null, acceptLanguage: req.get('accept-language') };
      answerError(res, error, await requestLanguage(services.users, asking));
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

/** Like `handle`, for administrators only: the viewer's rights come from the read model, never from a body field. */
export function handleAdmin(
  services: Services,
  handler: (req: Request, res: Response, context: RequestContext & { viewerId: string }) => Promise<unknown>,
): RequestHandler {
  return handle(services, async (req, res, context) => handler(req, res, { ...context, viewerId: await services.requireAdmin(context.viewerId) }));
}

/** A route parameter as one string (Express types allow arrays for wildcard routes). */
export const param = (req: Request, name: string): string => String(req.params[name]);
