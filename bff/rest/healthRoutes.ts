import { Router } from 'express';
import type { Services } from '../services/services';

/**
 * `GET /api/health`, for monitors and load balancers: 200 `{status: 'ok'}`, or 503 `{status: 'stuck'}`
 * while a projector is stopped at an event it throws on. Each projector's position, and for a stuck
 * one the event's position and type and the error's name: nothing of any event's data, as anyone may ask.
 * `about` adds what the process is (its role; a projector's, whether it leads) beside a single process's answer.
 * A projector rebuilt while serving says its `generation`, and `rebuilds` lists those under way.
 */
export function healthRoutes(services: Services, about: () => Record<string, unknown> = () => ({})): Router {
  const router = Router();
  router.get('/api/health', (_req, res) => {
    const { position, projectors, rebuilds } = services.projections.health();
    const stuck = projectors.some((projector) => projector.stuck);
    res
      .status(stuck ? 503 : 200)
      .set('cache-control', 'no-store')
      .json({ status: stuck ? 'stuck' : 'ok', position, projectors, ...(rebuilds?.length ? { rebuilds } : {}), ...about() });
  });
  return router;
}
