import { Router } from 'express';
import { unauthenticated } from '../../domain/errors';
import type { RequestContext } from '../services/requestContext';
import type { Services } from '../services/services';
import { handle, handleAdmin, param } from './handle';

/** The person an appeal is from: the signed-in viewer, or a banned person whose session is otherwise over. */
export function appellantOf(request: RequestContext): string {
  const userId = request.viewerId ?? request.bannedUserId;
  if (!userId) throw unauthenticated();
  return userId;
}

/**
 * Appeals: a sanctioned person asks for a second look (a banned one from the sign-in screen, with
 * their username and password), and administrators decide.
 */
export function appealRoutes(services: Services): Router {
  const router = Router();

  router.post(
    '/api/appeals',
    handle(services, async (req, res, request) => {
      const body = req.body ?? {};
      const withPassword = body.username !== undefined || body.password !== undefined;
      const appeal = withPassword
        ? await services.appeals.fileWithPassword({ username: body.username, password: body.password, text: body.text }, request)
        : await services.appeals.file(appellantOf(request), { text: body.text, postId: body.postId }, request);
      res.status(201);
      return { id: appeal.id, status: appeal.status };
    }),
  );

  router.get(
    '/api/appeals/mine',
    handle(services, async (_req, _res, request) => services.appeals.mine(appellantOf(request))),
  );

  // Why a banned session's person is banned, for the banned screen; `ban: null` for anyone else signed in.
  router.get(
    '/api/account/ban',
    handle(services, async (_req, _res, request) => ({ ban: await services.appeals.banNotice(appellantOf(request)) })),
  );

  router.get(
    '/api/admin/appeals',
    handleAdmin(services, async () => services.appeals.list()),
  );

  router.post(
    '/api/admin/appeals/:appealId/decide',
    handleAdmin(services, async (req, _res, context) => {
      const appealId = param(req, 'appealId');
      await services.appeals.decide(context.viewerId, appealId, { decision: req.body?.decision, reason: req.body?.reason }, context);
      return services.appeals.byId(appealId);
    }),
  );

  return router;
}
