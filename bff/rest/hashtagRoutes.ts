import { Router } from 'express';
import type { Services } from '../services/services';
import { handleSignedIn, param } from './handle';

const REST_LIST_DEFAULT = 50;
const listSize = (value: unknown) => (value === undefined ? REST_LIST_DEFAULT : Number(value));
const cursorOf = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * A hashtag's posts as the mobile client calls them: an array of posts (`limit` and `cursor` page
 * further, the next cursor in X-Next-Cursor); and the hashtag search, `[{name, postsCount}]`.
 */
export function hashtagRoutes(services: Services): Router {
  const router = Router();

  // Before any route under /api/hashtags/:hashtag that could take 'search' for a hashtag.
  router.get(
    '/api/hashtags/search',
    handleSignedIn(services, async (req) => services.hashtags.search(typeof req.query.q === 'string' ? req.query.q : '')),
  );

  router.get(
    '/api/hashtags/:hashtag/posts',
    handleSignedIn(services, async (req, res, { viewerId }) => {
      const { posts } = await services.hashtags.page(param(req, 'hashtag'), viewerId, listSize(req.query.limit), cursorOf(req.query.cursor));
      if (posts.hasNextPage && posts.endCursor) res.set('X-Next-Cursor', posts.endCursor);
      return posts.items.map((item) => item.node);
    }),
  );

  return router;
}
