import { Router } from 'express';
import { invalidInput } from '../../domain/errors';
import type { Services } from '../services/services';
import { handleSignedIn, param } from './handle';

const REPORT_SEARCH_MIN = 2;

/**
 * The mobile client's two user searches: the report form's (2 characters or more, cached by the
 * client) and the new-message dialog's. Mounted before `/api/users/:id`, which would take 'search'
 * for an id.
 */
export function userSearchRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/users/search',
    handleSignedIn(services, async (req, _res, { viewerId }) => {
      const query = typeof req.query.q === 'string' ? req.query.q.trim() : '';
      if (query.length < REPORT_SEARCH_MIN) throw invalidInput('Type at least 2 characters to search', 'q');
      return services.userSearch.find(query, 20, viewerId);
    }),
  );

  router.get(
    '/api/search/:query',
    handleSignedIn(services, async (req, _res, { viewerId }) => services.userSearch.find(param(req, 'query'), 20, viewerId)),
  );

  return router;
}
