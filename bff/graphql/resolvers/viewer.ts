import { unauthenticated } from '../../../domain/errors';
import type { GraphQLContext } from '../context';

/** The signed-in user's id, or an UNAUTHENTICATED error; the user must still exist. */
export async function requireViewer(context: GraphQLContext): Promise<string> {
  const { viewerId } = context.request;
  if (!viewerId || !(await context.services.users.byId(viewerId))) throw unauthenticated();
  return viewerId;
}

/** The signed-in admin's id: UNAUTHENTICATED when signed out, FORBIDDEN for anyone else (the REST shim's check too). */
export function requireAdmin(context: GraphQLContext): Promise<string> {
  return context.services.requireAdmin(context.request.viewerId);
}
