import { Router } from 'express';
import { mediaUrl } from '../../domain/media/mediaIds';
import { parseCropBox } from '../media/cropBox';
import { saveUpload } from '../media/processUpload';
import { fileField } from '../media/uploadMiddleware';
import type { Services } from '../services/services';
import { handleSignedIn } from './handle';

/** Uploading media for the web client (then named once in a GraphQL mutation); media/serveMedia.ts serves them. */
export function mediaRoutes(services: Services): Router {
  const router = Router();

  router.post(
    '/media',
    fileField(services.scratch, 'file'),
    handleSignedIn(services, async (req, res, context) => {
      // A photo's crop box (cropBox.ts), applied before it is stored.
      const crop = parseCropBox(req.body?.crop);
      const saved = await saveUpload(req.file, 'image-or-video', services.mediaStore, services.scratch, { crop });
      // Handed out by id for a later post, story or avatar: recorded as this person's, for one use.
      await services.media.record(context.viewerId, saved, context);
      res.status(201);
      return { id: saved.id, url: mediaUrl(saved.id), mediaType: saved.mediaType };
    }),
  );

  return router;
}
