import { unauthenticated } from '../../errors';
import type { GraphQLContext } from '../context';

/** The signed-in user's id, or an UNAUTHENTICATED error; the user must still exist. */
export async function requireViewer(context: GraphQLContext): Promise<string> {
  const { viewerId } = context.request;
  if (!viewerId || !(await context.services.users.byId(viewerId))) throw unauthenticated();
  return viewerId;
}
