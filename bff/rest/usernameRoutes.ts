import { Router } from 'express';
import type { Services } from '../services/services';
import { handleSignedIn } from './handle';

/** Changing one's username: sign-up's rules; the old name is free for anyone afterwards. */
export function usernameRoutes(services: Services): Router {
  const router = Router();

  router.post(
    '/api/auth/change-username',
    handleSignedIn(services, async (req, _res, context) => ({
      user: await services.usernames.change(context.viewerId, { username: req.body?.username }, context),
    })),
  );

  return router;
}
