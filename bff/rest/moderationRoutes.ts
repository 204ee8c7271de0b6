import { Router } from 'express';
import { invalidInput } from '../../domain/errors';
import { HttpError } from '../errors';
import type { Services } from '../services/services';
import { handleAdmin, param } from './handle';

/** The admin calls of the original client on users and addresses. The acting admin is the verified viewer, whatever a body says. */
export function moderationRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/admin/users',
    handleAdmin(services, async () => services.moderation.users()),
  );
  router.get(
    '/api/admin/accounts',
    handleAdmin(services, async (req, _res, context) => services.moderation.accounts(req.query.q, context)),
  );
  router.post(
    '/api/admin/ips',
    handleAdmin(services, async (req, res, context) => {
      const banned = await services.moderation.banIp(context.viewerId, { ipAddress: req.body?.ipAddress, reason: req.body?.reason }, context);
      res.status(201);
      return banned;
    }),
  );
  router.get(
    '/api/admin/banned-ips',
    handleAdmin(services, async () => services.moderation.bannedIps()),
  );

  router.post(
    '/api/admin/ips/:ip/unban',
    handleAdmin(services, async (req, _res, context) => {
      await services.moderation.unbanIp(context.viewerId, param(req, 'ip'), context);
      return { message: 'IP address unbanned' };
    }),
  );

  // The client's `adminUserId` is ignored: the acting admin is the signed-in one.
  router.post(
    '/api/admin/ban-user',
    handleAdmin(services, async (req, _res, context) => {
      if (typeof req.body?.userId !== 'string' || !req.body.userId) throw invalidInput('userId is required', 'userId');
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
    handleAdmin(services, async (req, _res, context) => {
      const action = param(req, 'action');
      const { duration, adminCode, reason } = req.body ?? {};
      if (action === 'unban' || action === 'lift-timeout') {
        await services.moderation.lift(context.viewerId, param(req, 'userId'), { action, reason }, context);
        return services.moderation.user(param(req, 'userId'));
      }
      if (action !== 'ban' && action !== 'timeout') throw new HttpError(404, 'Unknown action: use ban, timeout, unban or lift-timeout');
      await services.moderation.moderateUser(context.viewerId, param(req, 'userId'), { action, duration, adminCode, reason }, context);
      return services.moderation.user(param(req, 'userId'));
    }),
  );

  return router;
}
