import { Router } from 'express';
import { handle, handleSignedIn, param } from '../rest/handle';
import type { Services } from '../services/services';
import { parseByteRange } from './byteRange';
import { mediaHeaders } from './mediaHeaders';
import { mediaUrl } from '../../domain/media/mediaIds';
import { renditionIdOf, requestedWidth } from './photoRenditions';
import { saveUpload } from './processUpload';
import { fileField } from './uploadMiddleware';

/** Uploading media for the web client (then named once in a GraphQL mutation) and serving it. */
export function mediaRoutes(services: Services): Router {
  const router = Router();

  router.post(
    '/media',
    fileField(services.scratch, 'file'),
    handleSignedIn(services, async (req, res, context) => {
      const saved = await saveUpload(req.file, 'image-or-video', services.media, services.scratch);
      // Handed out by id for a later post, story or avatar: recorded as this person's, for one use.
      await services.mediaUploads.record(context.viewerId, saved, context);
      res.status(201);
      return { id: saved.id, url: mediaUrl(saved.id), mediaType: saved.mediaType };
    }),
  );

  router.get(
    '/media/:id',
    handle(services, async (req, res) => {
      const id = param(req, 'id');
      const width = requestedWidth(id, req.query.w);
      // A copy never outlives its photo (storedFilesOf deletes it first): when there is one, it alone is read.
      const found = (width !== null && (await services.media.get(renditionIdOf(id, width)))) || (await services.media.get(id));
      if (!found) {
        res.status(404).json({ message: 'Media not found' });
        return;
      }
      // Ids are never reused, so a file can be cached for good.
      res.set({ ...mediaHeaders(id, found.contentType), 'Cache-Control': 'public, max-age=31536000, immutable', 'Accept-Ranges': 'bytes' });
      const range = parseByteRange(req.get('range'), found.bytes.length);
      if (range === 'unsatisfiable') {
        res.status(416).set('Content-Range', `bytes */${found.bytes.length}`).end();
      } else if (range) {
        res.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${found.bytes.length}`);
        res.send(found.bytes.subarray(range.start, range.end + 1));
      } else {
        res.send(found.bytes);
      }
    }),
  );

  return router;
}
