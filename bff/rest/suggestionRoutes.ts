import { Router } from 'express';
import type { Services } from '../services/services';
import { handleSignedIn } from './handle';

/**
 * Suggested people as the mobile client reads a list of users: an array of users, each with
 * `followedBy` (up to 2 of the viewer's followees who follow them, `{id, username}`) and
 * `followedByCount`. Mounted before `/api/users/:id`, which would take 'suggested' for an id.
 */
export function suggestionRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/users/suggested',
    handleSignedIn(services, async (_req, _res, { viewerId }) =>
      (await services.suggestions.suggested(viewerId)).map(({ user, followedBy, followedByCount }) => ({
        ...user,
        followedBy: followedBy.map(({ id, username }) => ({ id, username })),
        followedByCount,
      })),
    ),
  );

  return router;
}
