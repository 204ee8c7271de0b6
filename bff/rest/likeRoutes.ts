import { Router } from 'express';
import type { Services } from '../services/services';
import { LIKERS_PAGE_MAX } from '../../projections/queries/likeQueries';
import { handle, handleSignedIn, param } from './handle';

/** Liking a post and taking the like back, as the mobile client calls it (answers `{liked}`), and who likes it. */
export function likeRoutes(services: Services): Router {
  const router = Router();

  router.post(
    '/api/posts/:id/like',
    handleSignedIn(services, async (req, _res, context) => ({
      liked: await services.likes.toggle(context.viewerId, param(req, 'id'), context),
    })),
  );

  // The people who like the post, the latest like first, as arrays of users; a list longer than
  // `limit` (at most 100) continues from the cursor in the X-Next-Cursor header.
  router.get(
    '/api/posts/:id/likes',
    handle(services, async (req, res, { viewerId }) => {
      const first = req.query.limit === undefined ? LIKERS_PAGE_MAX : Number(req.query.limit);
      const after = typeof req.query.cursor === 'string' ? req.query.cursor : null;
      const page = await services.likes.likers(viewerId ?? null, param(req, 'id'), first, after);
      if (page.hasNextPage && page.endCursor) res.set('X-Next-Cursor', page.endCursor);
      return page.items.map((item) => item.node);
    }),
  );

  return router;
}
