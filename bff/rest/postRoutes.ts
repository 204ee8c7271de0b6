import { Router } from 'express';
import { ALBUM_MAX, TOO_MANY_ITEMS } from '../../domain/post/postLimits';
import { invalidInput, notFound } from '../../domain/errors';
import { parseCropBox } from '../media/cropBox';
import { photoName } from '../media/processUpload';
import { fileList } from '../media/uploadMiddleware';
import { writerOf } from '../services/rateLimits';
import type { NewPostItem } from '../services/posts';
import { saveAlbum } from '../media/saveAlbum';
import type { Services } from '../services/services';
import { textField } from '../textField';
import { handle, handleAdmin, handleSignedIn, param } from './handle';

const REST_LIST_DEFAULT = 50;

/** A form field sent once (a string), several times (multer gives an array), or not at all. */
const fieldValues = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

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

  // An album: up to 10 `media` files in order, and an `alt` field per file in the same order.
  router.post(
    '/api/posts',
    fileList(services.scratch, 'media', ALBUM_MAX, TOO_MANY_ITEMS),
    handleSignedIn(services, async (req, res, context) => {
      const files = Array.isArray(req.files) ? req.files : [];
      const alts = fieldValues(req.body?.alt);
      const crops = fieldValues(req.body?.crop);
      if (files.length === 0) throw invalidInput('No file selected', 'media');
      if (alts.length > files.length) throw invalidInput('Each alt text needs its photo or video: there are more alt texts than files.', 'alt');
      if (crops.length > files.length) throw invalidInput('Each crop box needs its photo: there are more crop boxes than files.', 'crop');
      // A `crop` field per file in order, empty for none; all read before any file is stored.
      const boxes = files.map((_file, i) => parseCropBox(crops[i], photoName(files.length > 1 ? { item: i } : {})));
      const { caption, location } = req.body ?? {};
      // Refused before any file is processed and stored, rather than after.
      const claimed = files.map((file, i) => ({ type: file.mimetype.startsWith('video/') ? ('video' as const) : ('image' as const), alt: alts[i] }));
      services.posts.check({ media: claimed, caption, location });
      await services.limits.check('post', writerOf(context));
      const media: NewPostItem[] = (await saveAlbum(files, boxes, services)).map((stored, i) => ({ stored, alt: alts[i] }));
      const postId = await services.posts.publish(context.viewerId, { media, caption, location }, context);
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
