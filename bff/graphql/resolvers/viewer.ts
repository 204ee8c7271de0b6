import { HttpError, unauthenticated } from '../../errors';
import type { GraphQLContext } from '../context';

/** The signed-in user's id, or an UNAUTHENTICATED error; the user must still exist. */
export async function requireViewer(context: GraphQLContext): Promise<string> {
  const { viewerId } = context.request;
  if (!viewerId || !(await context.services.users.byId(viewerId))) throw unauthenticated();
  return viewerId;
}

/** The signed-in admin's id: UNAUTHENTICATED when signed out, FORBIDDEN for anyone else. */
export async function requireAdmin(context: GraphQLContext): Promise<string> {
  const viewerId = await requireViewer(context);
  if (!(await context.services.users.byId(viewerId))?.isAdmin) throw new HttpError(403, 'Admin privileges required.');
  return viewerId;
}
