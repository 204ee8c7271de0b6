import { Router } from 'express';
import { FOLLOW_PAGE_MAX } from '../../projections/queries/followQueries';
import type { Services } from '../services/services';
import { handle, handleSignedIn, param } from './handle';

/** Following a person, and the follower and following lists, as the mobile client calls them. */
export function followRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/users/:id/is-following',
    handleSignedIn(services, async (req, _res, { viewerId }) => ({
      isFollowing: await services.follows.isFollowing(viewerId, param(req, 'id')),
    })),
  );

  // {following, requested}: following a private account asks it first ({following: false, requested: true}).
  router.post(
    '/api/users/:id/follow',
    handleSignedIn(services, async (req, _res, context) => services.follows.toggle(context.viewerId, param(req, 'id'), context)),
  );

  router.get(
    '/api/follow-requests',
    handleSignedIn(services, async (_req, _res, { viewerId }) => services.follows.requests(viewerId)),
  );

  router.post(
    '/api/follow-requests/:userId/approve',
    handleSignedIn(services, async (req, _res, context) => {
      await services.follows.approve(context.viewerId, param(req, 'userId'), context);
      return { approved: true };
    }),
  );

  router.post(
    '/api/follow-requests/:userId/decline',
    handleSignedIn(services, async (req, _res, context) => {
      await services.follows.decline(context.viewerId, param(req, 'userId'), context);
      return { declined: true };
    }),
  );

  // Answers {user}: the person as they are now, with isPrivate.
  router.post(
    '/api/account/privacy',
    handleSignedIn(services, async (req, _res, context) => {
      await services.follows.setPrivacy(context.viewerId, req.body?.isPrivate, context);
      return { user: await services.users.me(context.viewerId, context.now) };
    }),
  );

  // Arrays of users, as the mobile client reads them; a list longer than `limit` (at most 100)
  // continues from the cursor in the X-Next-Cursor header. `q` filters across the whole list.
  for (const side of ['followers', 'following'] as const) {
    router.get(
      `/api/users/:id/${side}`,
      handle(services, async (req, res, { viewerId }) => {
        const userId = param(req, 'id');
        const first = req.query.limit === undefined ? FOLLOW_PAGE_MAX : Number(req.query.limit);
        const after = typeof req.query.cursor === 'string' ? req.query.cursor : null;
        const filter = typeof req.query.q === 'string' ? req.query.q : null;
        // 404 for someone unknown or blocked either way, 403 for a private account the viewer does not follow.
        const page = await services.follows[side](viewerId, userId, { first, after, filter });
        if (page.hasNextPage && page.endCursor) res.set('X-Next-Cursor', page.endCursor);
        return page.items.map((item) => item.node);
      }),
    );
  }

  return router;
}
