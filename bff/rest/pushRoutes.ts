import { Router } from 'express';
import type { Services } from '../services/services';
import { handle, handleSignedIn } from './handle';

/** Web Push: the server's public key, this browser's subscription, and which notifications to push. */
export function pushRoutes(services: Services): Router {
  const router = Router();

  // The VAPID key browsers subscribe with (applicationServerKey); public, as the push service sees it anyway.
  router.get(
    '/api/push/public-key',
    handle(services, async () => ({ publicKey: services.pushes.publicKey() })),
  );

  // A browser's PushSubscription JSON, {endpoint, keys: {p256dh, auth}}: the signed-in person's until their session ends.
  router.post(
    '/api/push/subscriptions',
    handleSignedIn(services, async (req, res, context) => {
      const answer = await services.pushes.subscribe({ viewerId: context.viewerId, sessionId: context.sessionId }, req.body, context);
      res.status(201);
      return answer;
    }),
  );

  router.delete(
    '/api/push/subscriptions',
    handleSignedIn(services, async (req, _res, context) => {
      await services.pushes.unsubscribe(context.viewerId, req.body, context);
      return { message: 'Push subscription removed' };
    }),
  );

  // {likes, comments, follows, mentions, messages}, each true or false; PUT may name any of them.
  router.get(
    '/api/push/settings',
    handleSignedIn(services, async (_req, _res, { viewerId }) => services.pushes.settings(viewerId)),
  );
  router.put(
    '/api/push/settings',
    handleSignedIn(services, async (req, _res, context) => services.pushes.changeSettings(context.viewerId, req.body, context)),
  );

  return router;
}
