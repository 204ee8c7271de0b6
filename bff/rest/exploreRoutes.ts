import { Router } from 'express';
import type { Services } from '../services/services';
import { handleSignedIn } from './handle';

const REST_LIST_DEFAULT = 50;

/** Explore as the mobile client reads posts: an array of posts; `limit` and `cursor` page further (the next cursor in X-Next-Cursor). */
export function exploreRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/explore',
    handleSignedIn(services, async (req, res, { viewerId, now }) => {
      const limit = req.query.limit === undefined ? REST_LIST_DEFAULT : Number(req.query.limit);
      const cursor = typeof req.query.cursor === 'string' ? req.query.cursor : null;
      const page = await services.explore.page(viewerId, limit, cursor, now);
      if (page.hasNextPage && page.endCursor) res.set('X-Next-Cursor', page.endCursor);
      return page.items.map((item) => item.node);
    }),
  );

  return router;
}
