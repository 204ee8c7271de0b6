import { Router } from 'express';
import { sessionCookie } from '../auth/httpSession';
import { mediaUrl } from '../media/mediaIds';
import { saveUpload } from '../media/processUpload';
import { multipart } from '../media/uploadMiddleware';
import type { Services } from '../services/services';
import { handle, handleSignedIn } from './handle';

/** POST /api/auth/login and /api/auth/signup, as the mobile client calls them. */
export function authRoutes(services: Services): Router {
  const router = Router();

  router.post(
    '/api/auth/login',
    handle(services, async (req, res) => {
      const userId = await services.accounts.logIn({ username: req.body?.username, password: req.body?.password });
      const token = services.tokens.issue(userId);
      sessionCookie(services, res).set(token);
      return { user: await services.users.me(userId, new Date()), token };
    }),
  );

  // The client also sends `age`; the server works it out from birthDate rather than trusting it.
  router.post(
    '/api/auth/signup',
    multipart.single('profilePicture'),
    handle(services, async (req, res, context) => {
      const { username, email, password, birthDate } = req.body ?? {};
      const avatar = req.file ? mediaUrl((await saveUpload(req.file.buffer, 'image', services.media)).id) : null;
      const userId = await services.accounts.signUp({ username, email, password, birthDate }, avatar, context);
      sessionCookie(services, res).set(services.tokens.issue(userId));
      res.status(201);
      return services.users.me(userId, new Date());
    }),
  );

  // The picture is stored only once the fields are valid, so a refused edit leaves nothing behind.
  router.post(
    '/api/auth/update-profile',
    multipart.single('profilePicture'),
    handleSignedIn(services, async (req, _res, context) => {
      const fields = { fullName: req.body?.fullName, bio: req.body?.bio };
      services.profiles.validate(fields);
      const avatar = req.file ? mediaUrl((await saveUpload(req.file.buffer, 'image', services.media)).id) : null;
      await services.profiles.update(context.viewerId, fields, avatar, context);
      return { user: await services.users.me(context.viewerId, new Date()) };
    }),
  );

  return router;
}
