import { Router, type Request } from 'express';
import { IMAGE_MAX_BYTES, saveUpload } from '../media/processUpload';
import { fileField } from '../media/uploadMiddleware';
import { HttpError } from '../errors';
import { adminUserViews, bannedIpView, reportViews } from '../../projections/queries/moderationViews';
import type { RequestContext } from '../services/requestContext';
import type { Services } from '../services/services';
import { handle, handleSignedIn, param } from './handle';
import { writerOf } from '../services/rateLimits';

export const REPORT_IMAGE_TOO_LARGE = 'File too large: Please select an image smaller than 10MB.';
const ADMIN_USERS_MAX = 500;

/** Reports and the admin calls of the original client. The acting admin is the verified viewer, whatever a body says. */
export function moderationRoutes(services: Services): Router {
  const router = Router();
  const admin = (handler: (req: Request, context: RequestContext & { viewerId: string }) => Promise<unknown>) =>
    handle(services, async (req, _res, context) => {
      const viewerId = await services.requireAdmin(context.viewerId);
      return handler(req, { ...context, viewerId });
    });
  const reads = services.moderationReads;

  // The original client sends its token in `x-auth-token` (requestContextOf reads it); Bearer and the cookie work too.
  router.post(
    '/api/reports',
    fileField(services.scratch, 'image'),
    handleSignedIn(services, async (req, res, request) => {
      const { viewerId } = request;
      if (typeof req.body?.text !== 'string' || !req.body.text.trim()) throw new HttpError(400, 'Please enter a description of the issue.');
      if (req.file && req.file.size > IMAGE_MAX_BYTES) throw new HttpError(413, REPORT_IMAGE_TOO_LARGE);
      await services.moderation.checkReport(viewerId, { text: req.body.text, reportedUserId: req.body.reportedUserId }, request);
      await services.limits.check('report', writerOf(request));
      const image = req.file ? await saveUpload(req.file, 'image', services.media, services.scratch) : null;
      const reportId = await services.moderation.submitReport(
        viewerId,
        { text: req.body.text, image: image && { stored: image }, reportedUserId: req.body.reportedUserId },
        request,
      );
      res.status(201);
      const [view] = await reportViews(reads, [(await reads.report(reportId))!]);
      return view;
    }),
  );

  router.get(
    '/api/admin/users',
    admin(async () => adminUserViews(reads, await reads.allUserDocs(ADMIN_USERS_MAX))),
  );
  router.get(
    '/api/admin/reports',
    admin(async () => reportViews(reads, await reads.reports())),
  );
  router.get(
    '/api/admin/banned-ips',
    admin(async () => (await reads.bannedIps()).map(bannedIpView)),
  );

  router.patch(
    '/api/admin/reports/:reportId/status',
    admin(async (req, context) => {
      await services.moderation.setReportStatus(context.viewerId, param(req, 'reportId'), req.body?.status, context);
      const [view] = await reportViews(reads, [(await reads.report(param(req, 'reportId')))!]);
      return view;
    }),
  );

  router.post(
    '/api/admin/ips/:ip/unban',
    admin(async (req, context) => {
      await services.moderation.unbanIp(context.viewerId, param(req, 'ip'), context);
      return { message: 'IP address unbanned' };
    }),
  );

  // The client's `adminUserId` is ignored: the acting admin is the signed-in one.
  router.post(
    '/api/admin/ban-user',
    admin(async (req, context) => {
      if (typeof req.body?.userId !== 'string' || !req.body.userId) throw new HttpError(400, 'userId is required');
      await services.moderation.moderateUser(
        context.viewerId,
        req.body.userId,
        { action: 'ban', reason: req.body.reason, adminCode: req.body.adminCode },
        context,
      );
      return { message: 'User banned successfully!' };
    }),
  );

  router.post(
    '/api/admin/users/:userId/:action',
    admin(async (req, context) => {
      const action = param(req, 'action');
      if (action !== 'ban' && action !== 'timeout') throw new HttpError(404, 'Unknown action: use ban or timeout');
      const { duration, adminCode, reason } = req.body ?? {};
      await services.moderation.moderateUser(context.viewerId, param(req, 'userId'), { action, duration, adminCode, reason }, context);
      const [view] = await adminUserViews(reads, await reads.usersByIds([param(req, 'userId')]));
      return view;
    }),
  );

  return router;
}
