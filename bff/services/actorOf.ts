import type { UserQueries } from '../../projections/queries/userQueries';

/** Whether the acting user is an admin, from the read model of the verified session's user. */
export async function actorOf(users: UserQueries, viewerId: string) {
  return { actorId: viewerId, actorIsAdmin: (await users.byId(viewerId))?.isAdmin ?? false };
}
