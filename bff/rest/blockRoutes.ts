import { Router } from 'express';
import type { Services } from '../services/services';
import { handleSignedIn, param } from './handle';

/** Blocking a person and the people one blocked, as the mobile client calls them. */
export function blockRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/users/blocked',
    handleSignedIn(services, async (_req, _res, { viewerId }) => services.blocks.blocked(viewerId)),
  );

  router.post(
    '/api/users/:id/block',
    handleSignedIn(services, async (req, _res, context) => ({
      blocked: await services.blocks.toggle(context.viewerId, param(req, 'id'), context),
    })),
  );

  return router;
}
