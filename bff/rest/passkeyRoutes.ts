import { Router } from 'express';
import { sessionCookie } from '../auth/httpSession';
import type { Services } from '../services/services';
import { handle, handleSignedIn, param } from './handle';

/**
 * Passkeys under /api/auth/passkeys: registering one (options, then the browser's answer), the
 * list, removal, and signing in with one (options, then the answer), which answers as
 * /api/auth/login does. Each is the GraphQL operation of passkeys.graphql over REST.
 */
export function passkeyRoutes(services: Services): Router {
  const router = Router();

  router.post(
    '/api/auth/passkeys/registration-options',
    handleSignedIn(services, async (_req, _res, context) => services.passkeys.registrationOptions(context.viewerId, context)),
  );

  router.post(
    '/api/auth/passkeys/register',
    handleSignedIn(services, async (req, res, context) => {
      const passkey = await services.passkeys.register(context.viewerId, { response: req.body?.response, name: req.body?.name }, context);
      res.status(201);
      return passkey;
    }),
  );

  router.get(
    '/api/auth/passkeys',
    handleSignedIn(services, async (_req, _res, context) => services.passkeys.list(context.viewerId)),
  );

  router.delete(
    '/api/auth/passkeys/:id',
    handleSignedIn(services, async (req, _res, context) => {
      await services.passkeys.remove(context.viewerId, param(req, 'id'), context);
      return { message: 'Passkey removed' };
    }),
  );

  router.post(
    '/api/auth/passkeys/login-options',
    handle(services, async (_req, _res, context) => services.passkeys.logInOptions(context)),
  );

  router.post(
    '/api/auth/passkeys/login',
    handle(services, async (req, res, context) => {
      const userId = await services.passkeys.logIn(req.body?.response, context);
      const token = await services.sessions.start(userId, context);
      sessionCookie(services, req, res).set(token);
      return { user: await services.users.me(userId, context.now), token };
    }),
  );

  return router;
}
