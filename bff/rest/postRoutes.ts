import { Router } from 'express';
import { HttpError } from '../errors';
import { saveUpload } from '../media/processUpload';
import { fileField } from '../media/uploadMiddleware';
import type { Services } from '../services/services';
import { handle, handleSignedIn, param } from './handle';
import { writerOf } from '../services/rateLimits';

const REST_FEED_DEFAULT = 50;

/** The feed, a post, publishing and likes, as the mobile client calls them. */
export function postRoutes(services: Services): Router {
  const router = Router();

  // The mobile client loads one list and filters it on the phone; `limit` and `cursor` page further
  // (the next cursor is in the X-Next-Cursor header).
  router.get(
    '/api/posts',
    handleSignedIn(services, async (req, res, { viewerId }) => {
      const limit = req.query.limit === undefined ? REST_FEED_DEFAULT : Number(req.query.limit);
      const cursor = typeof req.query.cursor === 'string' ? req.query.cursor : null;
      const page = await services.posts.feed(viewerId, limit, cursor);
      if (page.hasNextPage && page.endCursor) res.set('X-Next-Cursor', page.endCursor);
      return page.items.map((item) => item.node);
    }),
  );

  router.post(
    '/api/posts',
    fileField(services.scratch, 'media'),
    handleSignedIn(services, async (req, res, context) => {
      // Refused before the file is processed and stored, rather than after.
      services.publishing.check({ caption: req.body?.caption, location: req.body?.location });
      await services.limits.check('post', writerOf(context));
      const stored = await saveUpload(req.file, 'image-or-video', services.media, services.scratch);
      const postId = await services.publishing.publish(context.viewerId, { stored, caption: req.body?.caption, location: req.body?.location }, context);
      res.status(201);
      return services.posts.byId(postId, context.viewerId);
    }),
  );

  router.get(
    '/api/posts/:id',
    handle(services, async (req, _res, { viewerId }) => {
      const post = await services.posts.byId(param(req, 'id'), viewerId);
      if (!post) throw new HttpError(404, 'Post not found');
      return post;
    }),
  );

  // The mobile client sends {adminUserId}; it grants nothing: who may delete comes from the verified session.
  router.delete(
    '/api/posts/:id',
    handleSignedIn(services, async (req, _res, context) => {
      await services.publishing.deletePost(context.viewerId, param(req, 'id'), context);
      return { message: 'Post deleted successfully' };
    }),
  );

  router.post(
    '/api/posts/:id/like',
    handleSignedIn(services, async (req, _res, context) => ({
      liked: await services.publishing.toggleLike(context.viewerId, param(req, 'id'), context),
    })),
  );

  return router;
}
