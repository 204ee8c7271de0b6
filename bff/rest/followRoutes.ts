import { Router } from 'express';
import { notFound } from '../../domain/errors';
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

  router.post(
    '/api/users/:id/follow',
    handleSignedIn(services, async (req, _res, context) => ({
      following: await services.follows.toggle(context.viewerId, param(req, 'id'), context),
    })),
  );

  // Arrays of users, as the mobile client reads them; a list longer than `limit` (at most 100)
  // continues from the cursor in the X-Next-Cursor header. `q` filters across the whole list.
  for (const side of ['followers', 'following'] as const) {
    router.get(
      `/api/users/:id/${side}`,
      handle(services, async (req, res) => {
        const userId = param(req, 'id');
        if (!(await services.users.byId(userId))) throw notFound('User');
        const first = req.query.limit === undefined ? FOLLOW_PAGE_MAX : Number(req.query.limit);
        const after = typeof req.query.cursor === 'string' ? req.query.cursor : null;
        const filter = typeof req.query.q === 'string' ? req.query.q : null;
        const page = await services.follows[side](userId, { first, after, filter });
        if (page.hasNextPage && page.endCursor) res.set('X-Next-Cursor', page.endCursor);
        return page.items.map((item) => item.node);
      }),
    );
  }

  return router;
}
