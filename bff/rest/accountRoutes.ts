import { Router } from 'express';
import { sessionCookie } from '../auth/httpSession';
import { saveUpload } from '../media/processUpload';
import { fileField } from '../media/uploadMiddleware';
import type { Services } from '../services/services';
import { handle, handleSignedIn } from './handle';
import { writerOf } from '../services/rateLimits';

/** Signing up, in and out, the password and deleting the account, under /api/auth as the mobile client calls them. */
export function accountRoutes(services: Services): Router {
  const router = Router();

  router.post(
    '/api/auth/login',
    handle(services, async (req, res, context) => {
      const userId = await services.accounts.logIn({ username: req.body?.username, password: req.body?.password }, context.clientIp);
      // With two-factor sign-in on, the password earns a challenge for POST /api/auth/login/2fa, not a session.
      const challenge = await services.twoFactor.challengeFor(userId, context);
      if (challenge) return { twoFactorRequired: true, challenge };
      const token = await services.sessions.start(userId, context);
      sessionCookie(services, req, res).set(token);
      return { user: await services.users.me(userId, context.now), token };
    }),
  );

  // The client also sends `age`; the server works it out from birthDate rather than trusting it.
  router.post(
    '/api/auth/signup',
    fileField(services.scratch, 'profilePicture'),
    handle(services, async (req, res, context) => {
      const { username, email, password, birthDate } = req.body ?? {};
      services.accounts.checkSignUp({ username, email, password, birthDate }, context);
      await services.limits.check('signUp', writerOf(context));
      const avatar = req.file ? await saveUpload(req.file, 'image', services.mediaStore, services.scratch) : null;
      const userId = await services.accounts.signUp({ username, email, password, birthDate }, avatar, context);
      sessionCookie(services, req, res).set(await services.sessions.start(userId, context));
      res.status(201);
      return services.users.me(userId, context.now);
    }),
  );

  // Everything is checked (the access code first) before the picture is stored.
  router.post(
    '/api/auth/admin-signup',
    fileField(services.scratch, 'profilePicture'),
    handle(services, async (req, res, context) => {
      const { username, email, password, birthDate, adminCode } = req.body ?? {};
      const form = { username, email, password, birthDate, adminCode };
      services.accounts.checkAdminSignUp(form, context);
      await services.limits.check('signUp', writerOf(context));
      const avatar = req.file ? await saveUpload(req.file, 'image', services.mediaStore, services.scratch) : null;
      const userId = await services.accounts.adminSignUp(form, avatar, context);
      sessionCookie(services, req, res).set(await services.sessions.start(userId, context));
      res.status(201);
      return { user: await services.users.me(userId, context.now) };
    }),
  );

  // Ends the session the request was made with: its token is refused from now on, everywhere.
  router.post(
    '/api/auth/logout',
    handle(services, async (req, res, context) => {
      if (context.viewerId && context.sessionId) await services.sessions.end({ userId: context.viewerId, sessionId: context.sessionId }, context);
      sessionCookie(services, req, res).clear();
      return { message: 'Logged out' };
    }),
  );

  // Every other session ends; this one stays signed in.
  router.post(
    '/api/auth/change-password',
    handleSignedIn(services, async (req, _res, context) => {
      const { currentPassword, newPassword } = req.body ?? {};
      await services.accounts.changePassword(context.viewerId, context.sessionId, { currentPassword, newPassword }, context);
      return { message: 'Password changed successfully' };
    }),
  );

  router.delete(
    '/api/auth/delete-account',
    handleSignedIn(services, async (req, res, context) => {
      await services.accounts.deleteAccount(context.viewerId, context);
      sessionCookie(services, req, res).clear();
      return { message: 'Account deleted' };
    }),
  );

  return router;
}
