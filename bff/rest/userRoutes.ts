import { Router } from 'express';
import { HttpError } from '../errors';
import type { Services } from '../services/services';
import { handle, handleSignedIn, param } from './handle';

/** Profiles and follows, as the mobile client calls them. Another user's email is never shown. */
export function userRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/users/:id',
    handle(services, async (req, _res, { viewerId }) => {
      const user = viewerId === param(req, 'id') ? await services.users.me(viewerId, new Date()) : await services.users.byId(param(req, 'id'));
      if (!user) throw new HttpError(404, 'User not found');
      return user;
    }),
  );

  router.get(
    '/api/users/:id/is-following',
    handleSignedIn(services, async (req, _res, { viewerId }) => ({
      isFollowing: await services.users.isFollowing(viewerId, param(req, 'id')),
    })),
  );

  router.post(
    '/api/users/:id/follow',
    handleSignedIn(services, async (req, _res, context) => ({
      following: await services.follows.toggle(context.viewerId, param(req, 'id'), context),
    })),
  );

  return router;
}
