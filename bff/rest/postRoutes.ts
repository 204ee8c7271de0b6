import { Router } from 'express';
import { notFound } from '../../domain/errors';
import { saveUpload } from '../media/processUpload';
import { fileField } from '../media/uploadMiddleware';
import { writerOf } from '../services/rateLimits';
import type { Services } from '../services/services';
import { textField } from '../textField';
import { handle, handleAdmin, handleSignedIn, param } from './handle';

const REST_LIST_DEFAULT = 50;

/** The feed, a post, a person's posts, publishing, editing (and its history), deleting and, for admins, banning, as the mobile client calls them. */
export function postRoutes(services: Services): Router {
  const router = Router();

  // The mobile client loads one list and filters it on the phone; `limit` and `cursor` page further
  // (the next cursor is in the X-Next-Cursor header).
  router.get(
    '/api/posts',
    handleSignedIn(services, async (req, res, { viewerId }) => {
      const limit = req.query.limit === undefined ? REST_LIST_DEFAULT : Number(req.query.limit);
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
      services.posts.check({ caption: req.body?.caption, location: req.body?.location });
      await services.limits.check('post', writerOf(context));
      const stored = await saveUpload(req.file, 'image-or-video', services.mediaStore, services.scratch);
      const postId = await services.posts.publish(context.viewerId, { stored, caption: req.body?.caption, location: req.body?.location }, context);
      res.status(201);
      return services.posts.byId(postId, context.viewerId);
    }),
  );

  router.get(
    '/api/posts/:id',
    handle(services, async (req, _res, { viewerId }) => {
      const post = await services.posts.byId(param(req, 'id'), viewerId);
      if (!post) throw notFound('Post');
      return post;
    }),
  );

  // Any of {caption, location, alt}; answers the post as it now reads.
  router.patch(
    '/api/posts/:id',
    handleSignedIn(services, async (req, _res, context) => {
      const postId = param(req, 'id');
      const body = typeof req.body === 'object' && req.body !== null ? req.body : {};
      await services.posts.edit(context.viewerId, postId, { caption: body.caption, location: body.location, alt: body.alt }, context);
      const post = await services.posts.byId(postId, context.viewerId);
      if (!post) throw notFound('Post');
      return post;
    }),
  );

  // Its versions, oldest first, the original included: [{caption, location, editedAt}].
  router.get(
    '/api/posts/:id/history',
    handle(services, async (req, _res, { viewerId }) => services.posts.history(param(req, 'id'), viewerId)),
  );

  // The mobile client sends {adminUserId}; it grants nothing: who may delete comes from the verified session.
  router.delete(
    '/api/posts/:id',
    handleSignedIn(services, async (req, _res, context) => {
      await services.posts.delete(context.viewerId, param(req, 'id'), context);
      return { message: 'Post deleted successfully' };
    }),
  );

  // An array of posts, newest first; `limit` and `cursor` page further (the next cursor in X-Next-Cursor).
  router.get(
    '/api/users/:id/posts',
    handleSignedIn(services, async (req, res, { viewerId }) => {
      const userId = param(req, 'id');
      if (!(await services.users.byId(userId))) throw notFound('User');
      const limit = req.query.limit === undefined ? REST_LIST_DEFAULT : Number(req.query.limit);
      const cursor = typeof req.query.cursor === 'string' ? req.query.cursor : null;
      const page = await services.posts.ofUser(userId, viewerId, limit, cursor);
      if (page.hasNextPage && page.endCursor) res.set('X-Next-Cursor', page.endCursor);
      return page.items.map((item) => item.node);
    }),
  );

  // Banned posts for the admin screens.
  router.get(
    '/api/admin/banned-posts',
    handleAdmin(services, async (_req, _res, { viewerId }) =>
      (await services.posts.bannedPosts(viewerId)).map(({ post, reason, bannedAt }) => ({ ...post, banReason: reason, bannedAt })),
    ),
  );

  router.post(
    '/api/admin/posts/:id/ban',
    handleAdmin(services, async (req, _res, context) => {
      await services.posts.ban(context.viewerId, param(req, 'id'), textField(req.body?.reason, 'reason'), context);
      return { message: 'Post banned' };
    }),
  );

  router.post(
    '/api/admin/posts/:id/unban',
    handleAdmin(services, async (req, _res, context) => {
      await services.posts.unban(context.viewerId, param(req, 'id'), context);
      return { message: 'Post unbanned' };
    }),
  );

  return router;
}
