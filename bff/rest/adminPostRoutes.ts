import { Router, type Request } from 'express';
import type { RequestContext } from '../services/requestContext';
import type { Services } from '../services/services';
import { handle, param } from './handle';
import { textField } from '../textField';

/** Banned posts for the admin screens; only for a signed-in admin (by the read model, never by a body field). */
export function adminPostRoutes(services: Services): Router {
  const router = Router();
  const admin = (handler: (req: Request, context: RequestContext & { viewerId: string }) => Promise<unknown>) =>
    handle(services, async (req, _res, context) => handler(req, { ...context, viewerId: await services.requireAdmin(context.viewerId) }));

  router.get(
    '/api/admin/banned-posts',
    admin(async (_req, { viewerId }) =>
      (await services.posts.bannedPosts(viewerId)).map(({ post, reason, bannedAt }) => ({ ...post, banReason: reason, bannedAt })),
    ),
  );

  router.post(
    '/api/admin/posts/:id/ban',
    admin(async (req, context) => {
      const reason = textField(req.body?.reason, 'reason');
      await services.publishing.banPost(context.viewerId, param(req, 'id'), reason, context);
      return { message: 'Post banned' };
    }),
  );

  router.post(
    '/api/admin/posts/:id/unban',
    admin(async (req, context) => {
      await services.publishing.unbanPost(context.viewerId, param(req, 'id'), context);
      return { message: 'Post unbanned' };
    }),
  );

  return router;
}
