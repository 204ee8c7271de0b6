import { Router } from 'express';
import type { Services } from '../services/services';
import { handleSignedIn } from './handle';

/** The viewer's hidden words: `{words}` both ways. */
export function hiddenWordsRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/account/hidden-words',
    handleSignedIn(services, async (_req, _res, { viewerId }) => ({ words: await services.hiddenWords.words(viewerId) })),
  );

  router.put(
    '/api/account/hidden-words',
    handleSignedIn(services, async (req, _res, context) => ({ words: await services.hiddenWords.set(context.viewerId, req.body?.words, context) })),
  );

  return router;
}
