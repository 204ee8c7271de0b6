import { Router } from 'express';
import { invalidInput } from '../../domain/errors';
import { HttpError } from '../errors';
import { IMAGE_MAX_BYTES } from '../../domain/media/uploadRules';
import { saveUpload } from '../media/processUpload';
import { fileField } from '../media/uploadMiddleware';
import { writerOf } from '../services/rateLimits';
import type { Services } from '../services/services';
import { handleAdmin, handleSignedIn, param } from './handle';

const REPORT_IMAGE_TOO_LARGE = 'File too large: Please select an image smaller than 10MB.';

/** Reporting a problem, and the admins' reports, as the original client calls them. */
export function reportRoutes(services: Services): Router {
  const router = Router();

  // The original client sends its token in `x-auth-token` (requestContextOf reads it); Bearer and the cookie work too.
  router.post(
    '/api/reports',
    fileField(services.scratch, 'image'),
    handleSignedIn(services, async (req, res, request) => {
      const { viewerId } = request;
      if (typeof req.body?.text !== 'string' || !req.body.text.trim()) throw invalidInput('Please enter a description of the issue.', 'text');
      if (req.file && req.file.size > IMAGE_MAX_BYTES) throw new HttpError(413, REPORT_IMAGE_TOO_LARGE);
      const { text, reportedUserId, postId, commentId, messageId, storyId } = req.body;
      const input = { text, reportedUserId, postId, commentId, messageId, storyId };
      await services.reports.check(viewerId, input, request);
      await services.limits.check('report', writerOf(request));
      const image = req.file ? await saveUpload(req.file, 'image', services.mediaStore, services.scratch) : null;
      const reportId = await services.reports.submit(viewerId, { ...input, image: image && { stored: image } }, request);
      res.status(201);
      return services.reports.byId(reportId);
    }),
  );

  router.get(
    '/api/reports/mine',
    handleSignedIn(services, async (_req, _res, request) => services.reports.mine(request.viewerId)),
  );

  router.get(
    '/api/admin/reports',
    handleAdmin(services, async () => services.reports.list()),
  );

  router.patch(
    '/api/admin/reports/:reportId/status',
    handleAdmin(services, async (req, _res, context) => {
      await services.reports.setStatus(context.viewerId, param(req, 'reportId'), req.body?.status, context);
      return services.reports.byId(param(req, 'reportId'));
    }),
  );

  return router;
}
