import { Router } from 'express';
import { fileTypeFromFile } from 'file-type';
import { saveUpload } from '../media/processUpload';
import { fileField } from '../media/uploadMiddleware';
import { checkStoryVideo } from '../services/stories';
import type { Services } from '../services/services';
import { handleSignedIn, param } from './handle';
import { messagesJson } from './messageJson';
import { writerOf } from '../services/rateLimits';

/** The stories row, posting, deleting and replying to a story and who saw it, as the mobile client calls them. */
export function storyRoutes(services: Services): Router {
  const router = Router();

  // One flat list, in the row's order (the viewer's own first, then unseen), each story with its author.
  router.get(
    '/api/stories',
    handleSignedIn(services, async (_req, _res, { viewerId, now }) =>
      (await services.stories.row(viewerId, now)).flatMap((group) =>
        group.stories.map((story) => ({
          id: story.id,
          userId: story.userId,
          user: { id: story.user.id, username: story.user.username, avatar: story.user.avatar },
          mediaUrl: story.mediaUrl,
          mediaType: story.mediaType,
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
    fileField(services.scratch, 'image'),
    handleSignedIn(services, async (req, res, context) => {
      await services.limits.check('story', writerOf(context));
      // A video too long is refused before anything of it is stored.
      if (req.file?.size && (await fileTypeFromFile(req.file.path))?.mime.startsWith('video/')) await checkStoryVideo(req.file.path);
      const stored = await saveUpload(req.file, 'image-or-video', services.mediaStore, services.scratch);
      const storyId = await services.stories.publish(context.viewerId, { stored }, context);
      res.status(201);
      return services.stories.byId(storyId, context.viewerId, context.now);
    }),
  );

  router.get(
    '/api/stories/:id/viewers',
    handleSignedIn(services, async (req, _res, { viewerId, now }) => services.stories.viewers(param(req, 'id'), viewerId, now)),
  );

  // Answers the direct message the reply became, with the story it replies to.
  router.post(
    '/api/stories/:id/replies',
    handleSignedIn(services, async (req, res, context) => {
      const message = await services.stories.reply(context.viewerId, param(req, 'id'), req.body?.content, context);
      res.status(201);
      const [json] = await messagesJson(services, [message], context.viewerId, context.now);
      return { ...json, conversationId: message.conversationId };
    }),
  );

  router.delete(
    '/api/stories/:id',
    handleSignedIn(services, async (req, _res, context) => {
      await services.stories.delete(context.viewerId, param(req, 'id'), context);
      return { message: 'Story deleted successfully' };
    }),
  );

  return router;
}
