import { Router } from 'express';
import type { Services } from '../services/services';
import { handle } from './handle';

/** The header the replay command sends the admin code in: an operator's call, not a signed-in admin's. */
export const ADMIN_CODE_HEADER = 'x-admin-code';

/**
 * `POST /api/admin/projectors/rebuild` with `{projector}` and the admin code in `X-Admin-Code`:
 * 202 `{projector, projectors, generation}` once the request is in the log and this process has
 * taken it up; `GET /api/health` then shows the rebuild's progress and each projector's generation.
 */
export function projectorRoutes(services: Services): Router {
  const router = Router();
  router.post(
    '/api/admin/projectors/rebuild',
    handle(services, async (req, res, context) => {
      const requested = await services.projectorRebuilds.request(req.get(ADMIN_CODE_HEADER), req.body?.projector, context);
      res.status(202);
      return requested;
    }),
  );
  return router;
}
