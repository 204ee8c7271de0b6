import { Router } from 'express';
import { sessionCookie } from '../auth/httpSession';
import type { Services } from '../services/services';
import { handle, handleSignedIn } from './handle';

/** Two-factor sign-in (TOTP) under /api/auth: turning it on and off, and a sign-in's second step. */
export function twoFactorRoutes(services: Services): Router {
  const router = Router();

  router.post(
    '/api/auth/2fa/setup',
    handleSignedIn(services, async (_req, _res, context) => services.twoFactor.setUp(context.viewerId, context)),
  );

  router.post(
    '/api/auth/2fa/enable',
    handleSignedIn(services, async (req, _res, context) => services.twoFactor.enable(context.viewerId, req.body?.code, context)),
  );

  router.post(
    '/api/auth/2fa/disable',
    handleSignedIn(services, async (req, _res, context) => {
      await services.twoFactor.disable(context.viewerId, req.body?.password, context);
      return { message: 'Two-factor authentication is off' };
    }),
  );

  // Answers as a sign-in does: the user and a session token (also set as the session cookie).
  router.post(
    '/api/auth/login/2fa',
    handle(services, async (req, res, context) => {
      const userId = await services.twoFactor.complete({ challenge: req.body?.challenge, code: req.body?.code }, context);
      const token = await services.sessions.start(userId, context);
      sessionCookie(services, req, res).set(token);
      return { user: await services.users.me(userId, context.now), token };
    }),
  );

  return router;
}
