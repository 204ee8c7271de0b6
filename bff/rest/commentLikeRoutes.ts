import { Router } from 'express';
import type { Services } from '../services/services';
import { handleSignedIn, param } from './handle';

/** Liking a comment and taking the like back: answers `{liked}`, as a post's like does. */
export function commentLikeRoutes(services: Services): Router {
  const router = Router();

  router.post(
    '/api/comments/:id/like',
    handleSignedIn(services, async (req, _res, context) => ({
      liked: await services.commentLikes.toggle(context.viewerId, param(req, 'id'), context),
    })),
  );

  return router;
}
