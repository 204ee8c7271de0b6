import type { UserQueries } from '../../projections/queries/userQueries';
import { forbidden, unauthenticated } from '../../domain/errors';
import type { ModerationGate } from './moderationGate';

export const ADMIN_REQUIRED = 'Admin privileges required.';

/**
 * The one check for every admin operation, REST and GraphQL alike: 401 signed out, 403 for anyone
 * who is not an administrator. Admin rights come from the read model of the verified viewer,
 * never from the request (an `adminUserId` in a body grants nothing).
 */
export function adminAccess(users: UserQueries, gate: ModerationGate) {
  return async function requireAdmin(viewerId: string | null): Promise<string> {
    if (!viewerId || gate.isBanned(viewerId)) throw unauthenticated();
    const viewer = await users.byId(viewerId);
    if (!viewer) throw unauthenticated();
    if (!viewer.isAdmin) throw forbidden(ADMIN_REQUIRED);
    return viewerId;
  };
}

export type RequireAdmin = ReturnType<typeof adminAccess>;
