import { Router } from 'express';
import { noticeFor } from '../i18n/translateRefusal';
import { CHANGE_LINK_SENT, EMAIL_CHANGED, EMAIL_VERIFIED, VERIFICATION_SENT } from '../services/emailVerifications';
import type { Services } from '../services/services';
import { handle, handleSignedIn } from './handle';

/** The account's address: following a mailed link, asking for another, and moving to a new address. */
export function emailVerificationRoutes(services: Services): Router {
  const router = Router();

  // A link opened from a mail, signed in or not: the token is the proof.
  router.get(
    '/api/auth/verify-email',
    handle(services, async (req, _res, context) => {
      const { changed } = await services.emailVerifications.verify(req.query.token, context);
      return { message: await noticeFor(services.users, context, changed ? EMAIL_CHANGED : EMAIL_VERIFIED), emailChanged: changed };
    }),
  );

  router.post(
    '/api/auth/resend-verification',
    handleSignedIn(services, async (_req, _res, context) => {
      await services.emailVerifications.resend(context.viewerId, context);
      return { message: await noticeFor(services.users, context, VERIFICATION_SENT) };
    }),
  );

  router.post(
    '/api/auth/change-email',
    handleSignedIn(services, async (req, _res, context) => {
      await services.emailVerifications.changeEmail(context.viewerId, { email: req.body?.email, password: req.body?.password }, context);
      return { message: await noticeFor(services.users, context, CHANGE_LINK_SENT) };
    }),
  );

  return router;
}
