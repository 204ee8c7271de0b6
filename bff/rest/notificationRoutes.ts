import { Router } from 'express';
import type { NotificationView } from '../../projections/queries/notificationQueries';
import type { Services } from '../services/services';
import { handleSignedIn } from './handle';

const REST_LIST_DEFAULT = 50;

/** An entry as the mobile client reads it: people and media by id, URL and name only. */
const restView = (entry: NotificationView) => ({
  id: entry.id,
  type: entry.type,
  actors: entry.actors.map(({ id, username, avatar }) => ({ id, username, avatar })),
  actorsCount: entry.actorsCount,
  post: entry.post && { id: entry.post.id, mediaUrl: entry.post.mediaUrl },
  comment: entry.comment,
  createdAt: entry.createdAt,
  read: entry.read,
});

/** The viewer's Activity, its unread count and marking it read, as the mobile client calls them. */
export function notificationRoutes(services: Services): Router {
  const router = Router();

  // Newest first; `limit` (at most 100) and `cursor` page further (the next cursor in X-Next-Cursor).
  router.get(
    '/api/notifications',
    handleSignedIn(services, async (req, res, { viewerId }) => {
      const limit = req.query.limit === undefined ? REST_LIST_DEFAULT : Number(req.query.limit);
      const cursor = typeof req.query.cursor === 'string' ? req.query.cursor : null;
      const page = await services.notifications.page(viewerId, limit, cursor);
      if (page.hasNextPage && page.endCursor) res.set('X-Next-Cursor', page.endCursor);
      return page.items.map((item) => restView(item.node));
    }),
  );

  router.get(
    '/api/notifications/unread-count',
    handleSignedIn(services, async (_req, _res, { viewerId }) => ({ count: await services.notifications.unreadCount(viewerId) })),
  );

  router.post(
    '/api/notifications/read',
    handleSignedIn(services, async (_req, _res, context) => ({ count: await services.notifications.markRead(context.viewerId, context) })),
  );

  return router;
}
