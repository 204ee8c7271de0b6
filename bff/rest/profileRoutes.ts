import { Router } from 'express';
import { notFound } from '../../domain/errors';
import { saveUpload } from '../media/processUpload';
import { fileField } from '../media/uploadMiddleware';
import { writerOf } from '../services/rateLimits';
import type { Services } from '../services/services';
import { handle, handleSignedIn, param } from './handle';

/** A person's profile and editing one's own, as the mobile client calls them. Another user's email is never shown. */
export function profileRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/users/:id',
    handle(services, async (req, _res, { viewerId, now }) => {
      // 404 'User not found' between people who block each other, both ways.
      const user = viewerId === param(req, 'id') ? await services.users.me(viewerId, now) : await services.profiles.view(viewerId, param(req, 'id'));
      if (!user) throw notFound('User');
      return user;
    }),
  );

  // The picture is stored only once the fields are valid, so a refused edit leaves nothing behind.
  router.post(
    '/api/auth/update-profile',
    fileField(services.scratch, 'profilePicture'),
    handleSignedIn(services, async (req, _res, context) => {
      const fields = { fullName: req.body?.fullName, bio: req.body?.bio };
      services.profiles.validate(fields);
      await services.limits.check('accountChange', writerOf(context));
      const avatar = req.file ? await saveUpload(req.file, 'image', services.mediaStore, services.scratch) : null;
      await services.profiles.update(context.viewerId, fields, avatar && { stored: avatar }, context);
      return { user: await services.users.me(context.viewerId, context.now) };
    }),
  );

  return router;
}
