import { Router } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '../errors';
import { saveUpload } from '../media/processUpload';
import { multipart } from '../media/uploadMiddleware';
import { STORY_PHOTOS_ONLY } from '../services/stories';
import type { Services } from '../services/services';
import { handleSignedIn } from './handle';
import { writerOf } from '../services/rateLimits';

/** The stories row and posting a story, as the mobile client calls them. */
export function storyRoutes(services: Services): Router {
  const router = Router();

  // One flat list, in the row's order (the viewer's own first, then unseen), each story with its author.
  router.get(
    '/api/stories',
    handleSignedIn(services, async (_req, _res, { viewerId }) =>
      (await services.stories.row(viewerId, new Date())).flatMap((group) =>
        group.stories.map((story) => ({
          id: story.id,
          userId: story.userId,
          user: { id: story.user.id, username: story.user.username, avatar: story.user.avatar },
          mediaUrl: story.mediaUrl,
          // The client posts the field `image`; older builds read the picture back by that name.
          imageUrl: story.mediaUrl,
          createdAt: story.createdAt,
          expiresAt: story.expiresAt,
          seen: story.seen,
        })),
      ),
    ),
  );

  router.post(
    '/api/stories',
    multipart.single('image'),
    handleSignedIn(services, async (req, res, context) => {
      const bytes = req.file?.buffer;
      if (bytes?.length && (await fileTypeFromBuffer(bytes))?.mime.startsWith('video/')) throw new HttpError(400, STORY_PHOTOS_ONLY);
      await services.limits.check('story', writerOf(context));
      const saved = await saveUpload(bytes, 'image', services.media);
      const storyId = await services.storyPublishing.publish(context.viewerId, saved.id, context);
      res.status(201);
      return services.stories.byId(storyId, context.viewerId, new Date());
    }),
  );

  return router;
}
