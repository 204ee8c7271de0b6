import { Router } from 'express';
import { noticeFor } from '../i18n/translateRefusal';
import type { Services } from '../services/services';
import { PASSWORD_RESET_DONE, RESET_LINK_SENT } from '../services/passwordResets';
import { handle } from './handle';

/** Forgotten passwords: asking for a link, and following it. */
export function passwordResetRoutes(services: Services): Router {
  const router = Router();

  // The same answer for every address, whether an account uses it or not.
  router.post(
    '/api/auth/forgot-password',
    handle(services, async (req, res, context) => {
      await services.passwordResets.request({ email: req.body?.email }, context);
      res.status(202);
      return { message: await noticeFor(services.users, context, RESET_LINK_SENT) };
    }),
  );

  router.post(
    '/api/auth/reset-password',
    handle(services, async (req, _res, context) => {
      await services.passwordResets.reset({ token: req.body?.token, newPassword: req.body?.newPassword }, context);
      return { message: await noticeFor(services.users, context, PASSWORD_RESET_DONE) };
    }),
  );

  return router;
}
