import { Router } from 'express';
import type { Services } from '../services/services';
import { handleSignedIn, param } from './handle';

/** Liking a post and taking the like back, as the mobile client calls it: answers `{liked}`. */
export function likeRoutes(services: Services): Router {
  const router = Router();

  router.post(
    '/api/posts/:id/like',
    handleSignedIn(services, async (req, _res, context) => ({
      liked: await services.likes.toggle(context.viewerId, param(req, 'id'), context),
    })),
  );

  return router;
}
