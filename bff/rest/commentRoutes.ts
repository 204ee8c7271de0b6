import { Router } from 'express';
import { notFound } from '../../domain/errors';
import type { Services } from '../services/services';
import { handle, handleSignedIn, param } from './handle';

const REST_COMMENTS_DEFAULT = 100;

/** A post's comments, as the mobile client calls them. */
export function commentRoutes(services: Services): Router {
  const router = Router();

  // Oldest first; `limit` and `cursor` page further (the next cursor is in the X-Next-Cursor header).
  // Every comment, replies included (each names its parentId): what clients before replies read.
  router.get(
    '/api/posts/:id/comments',
    handle(services, async (req, res, { viewerId }) => {
      const postId = param(req, 'id');
      const post = await services.posts.byId(postId, viewerId);
      if (!post) throw notFound('Post');
      const limit = req.query.limit === undefined ? REST_COMMENTS_DEFAULT : Number(req.query.limit);
      const cursor = typeof req.query.cursor === 'string' ? req.query.cursor : null;
      const page = await services.comments.ofPost(post, viewerId ?? null, limit, cursor);
      if (page.hasNextPage && page.endCursor) res.set('X-Next-Cursor', page.endCursor);
      return page.items.map(({ node: { postId: _postId, ...comment } }) => comment);
    }),
  );

  // Replies, oldest first, paged as the comments are.
  router.get(
    '/api/comments/:id/replies',
    handle(services, async (req, res, { viewerId }) => {
      const limit = req.query.limit === undefined ? REST_COMMENTS_DEFAULT : Number(req.query.limit);
      const cursor = typeof req.query.cursor === 'string' ? req.query.cursor : null;
      const page = await services.comments.replies(param(req, 'id'), viewerId ?? null, limit, cursor);
      if (page.hasNextPage && page.endCursor) res.set('X-Next-Cursor', page.endCursor);
      return page.items.map(({ node: { postId: _postId, ...reply } }) => reply);
    }),
  );

  // {content, parentId?}: with parentId, a reply to that comment (a reply to a reply answers its top comment).
  router.post(
    '/api/posts/:id/comments',
    handleSignedIn(services, async (req, res, context) => {
      const commentId = await services.comments.add(context.viewerId, param(req, 'id'), req.body?.content, context, req.body?.parentId);
      const comment = await services.comments.byId(commentId, context.viewerId);
      if (!comment) throw notFound('Comment');
      res.status(201);
      const { postId: _postId, ...shown } = comment;
      return shown;
    }),
  );

  // {adminUserId} in the body grants nothing: admin rights come from the verified session's user.
  router.delete(
    '/api/comments/:id',
    handleSignedIn(services, async (req, _res, context) => {
      await services.comments.delete(context.viewerId, param(req, 'id'), context);
      return { message: 'Comment deleted successfully' };
    }),
  );

  return router;
}
