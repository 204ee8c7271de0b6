import { Router } from 'express';
import type { Services } from '../services/services';
import { handleSignedIn } from './handle';

/** The account's language: PUT {language} ('en', 'es', 'ar', or null for automatic), answered with {user}. */
export function languageRoutes(services: Services): Router {
  const router = Router();
  router.put(
    '/api/account/language',
    handleSignedIn(services, async (req, _res, context) => {
      await services.languages.set(context.viewerId, req.body?.language, context);
      return { user: await services.users.me(context.viewerId, context.now) };
    }),
  );
  return router;
}
