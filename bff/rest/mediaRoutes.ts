import { Router } from 'express';
import { mediaUrl } from '../../domain/media/mediaIds';
import { parseByteRange } from '../media/byteRange';
import { mediaHeaders } from '../media/mediaHeaders';
import { renditionIdOf, requestedWidth } from '../media/photoRenditions';
import { parseCropBox } from '../media/cropBox';
import { saveUpload } from '../media/processUpload';
import { sendStream } from '../media/sendStream';
import { fileField } from '../media/uploadMiddleware';
import type { Services } from '../services/services';
import { handle, handleSignedIn, param } from './handle';

/** Uploading media for the web client (then named once in a GraphQL mutation) and serving it. */
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

  router.get(
    '/media/:id',
    handle(services, async (req, res) => {
      const id = param(req, 'id');
      const width = requestedWidth(id, req.query.w);
      // A copy never outlives its photo (storedFilesOf deletes it first): when there is one, it alone is read.
      const found = (width !== null && (await services.mediaStore.open(renditionIdOf(id, width)))) || (await services.mediaStore.open(id));
      if (!found) {
        res.status(404).json({ message: 'Media not found' });
        return;
      }
      // Ids are never reused, so a file can be cached for good.
      const headers = { ...mediaHeaders(id, found.contentType), 'Cache-Control': 'public, max-age=31536000, immutable', 'Accept-Ranges': 'bytes' };
      const range = parseByteRange(req.get('range'), found.size);
      if (range === 'unsatisfiable') {
        res
          .status(416)
          .set({ ...headers, 'Content-Range': `bytes */${found.size}` })
          .end();
        return;
      }
      // Only the bytes asked for are read, as the client takes them: a `bytes=0-0` probe of a
      // large video reads one byte, not the file (see MediaFile.stream). HEAD reads none.
      const head = req.method === 'HEAD';
      const body = head ? null : await found.stream(range ?? undefined);
      if (!head && !body) {
        res.status(404).json({ message: 'Media not found' });
        return;
      }
      res.set({ ...headers, 'Content-Length': String(range ? range.end - range.start + 1 : found.size) });
      if (range) res.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${found.size}`);
      if (body) await sendStream(body, res);
      else res.end();
    }),
  );

  return router;
}
