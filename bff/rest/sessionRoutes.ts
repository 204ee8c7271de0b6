import { Router } from 'express';
import { sessionCookie } from '../auth/httpSession';
import type { Services } from '../services/services';
import { handleSignedIn, param } from './handle';

/** Where the person is signed in: their live sessions, and ending one of them. */
export function sessionRoutes(services: Services): Router {
  const router = Router();

  // [{id, current, createdAt, lastSeenAt, userAgent}], newest first.
  router.get(
    '/api/auth/sessions',
    handleSignedIn(services, async (_req, _res, context) =>
      (await services.sessions.list(context.viewerId, context.sessionId)).map(({ id, current, createdAt, lastSeenAt, userAgent }) => ({
        id,
        current,
        createdAt,
        lastSeenAt,
        userAgent,
      })),
    ),
  );

  // Its token is refused at once and its sockets close; ending the current one is logging out here.
  router.delete(
    '/api/auth/sessions/:id',
    handleSignedIn(services, async (req, res, context) => {
      const sessionId = param(req, 'id');
      await services.sessions.endOwn(context.viewerId, sessionId, context);
      if (sessionId === context.sessionId) sessionCookie(services, req, res).clear();
      return { message: 'Session ended' };
    }),
  );

  return router;
}
