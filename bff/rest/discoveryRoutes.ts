import { Router } from 'express';
import { HttpError } from '../errors';
import type { Services } from '../services/services';
import { handleSignedIn, param } from './handle';

const REST_LIST_DEFAULT = 50;
const listSize = (value: unknown) => (value === undefined ? REST_LIST_DEFAULT : Number(value));
const cursorOf = (value: unknown) => (typeof value === 'string' ? value : null);

/** Hashtag pages and a person's posts as the mobile client calls them: an array of posts (`limit` and `cursor` page further, the next cursor in X-Next-Cursor). */
export function discoveryRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/hashtags/:hashtag/posts',
    handleSignedIn(services, async (req, res, { viewerId }) => {
      const { posts } = await services.hashtags.page(param(req, 'hashtag'), viewerId, listSize(req.query.limit), cursorOf(req.query.cursor));
      if (posts.hasNextPage && posts.endCursor) res.set('X-Next-Cursor', posts.endCursor);
      return posts.items.map((item) => item.node);
    }),
  );

  router.get(
    '/api/users/:id/posts',
    handleSignedIn(services, async (req, res, { viewerId }) => {
      const userId = param(req, 'id');
      if (!(await services.users.byId(userId))) throw new HttpError(404, 'User not found');
      const page = await services.userPosts.page(userId, viewerId, listSize(req.query.limit), cursorOf(req.query.cursor));
      if (page.hasNextPage && page.endCursor) res.set('X-Next-Cursor', page.endCursor);
      return page.items.map((item) => item.node);
    }),
  );

  return router;
}
