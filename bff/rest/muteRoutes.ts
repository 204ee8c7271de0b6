import { Router } from 'express';
import type { Services } from '../services/services';
import { handleSignedIn, param } from './handle';

/** Muting a person, as the mobile client calls it. */
export function muteRoutes(services: Services): Router {
  const router = Router();

  router.post(
    '/api/users/:id/mute',
    handleSignedIn(services, async (req, _res, context) => ({
      muted: await services.mutes.toggle(context.viewerId, param(req, 'id'), context),
    })),
  );

  return router;
}
