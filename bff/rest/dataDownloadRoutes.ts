import { Router } from 'express';
import { requestContextOf } from '../auth/httpSession';
import { downloadSlots } from '../dataExport/downloadSlots';
import { ReaderGoneError } from '../dataExport/zipStream';
import { unauthenticated } from '../../domain/errors';
import { answerError } from '../errors';
import { endWhenStalled } from '../http/stalledResponses';
import type { Services } from '../services/services';

const DOWNLOADS_AT_ONCE = 2;

const fileNameOf = (username: string, now: Date) => `glimpse-data-${username.replace(/[^A-Za-z0-9._-]/g, '_')}-${now.toISOString().slice(0, 10)}.zip`;

/**
 * GET /api/me/data: the signed-in person's data as a ZIP. It takes no parameter: whose data it
 * is comes from the session alone. A download whose client stops reading for `stallMs` is ended,
 * so that two stalled clients cannot hold the server's slots, and everyone else's downloads, forever.
 */
export function dataDownloadRoutes(services: Services, options: { stallMs: number }): Router {
  const router = Router();
  const slots = downloadSlots(DOWNLOADS_AT_ONCE);

  router.get('/api/me/data', async (req, res) => {
    try {
      const { viewerId, now } = await requestContextOf(services, req);
      const me = viewerId ? await services.users.byId(viewerId) : null;
      if (!me) throw unauthenticated();
      const release = slots.take(me.id);
      try {
        res.writeHead(200, {
          'content-type': 'application/zip',
          'content-disposition': `attachment; filename="${fileNameOf(me.username, now)}"`,
          'cache-control': 'no-store',
        });
        endWhenStalled(res, options.stallMs, () =>
          console.warn(`Ended a data download whose client took nothing for ${options.stallMs / 1000} s; its slot is free again.`),
        );
        await services.dataDownloads.write({ id: me.id, username: me.username }, res, now);
        res.end();
      } finally {
        release();
      }
    } catch (error) {
      if (res.headersSent) {
        // Part of the archive went out already: cut the connection so it reads as failed, not complete.
        if (!(error instanceof ReaderGoneError)) console.error(error);
        res.destroy();
        return;
      }
      answerError(res, error);
    }
  });

  return router;
}
