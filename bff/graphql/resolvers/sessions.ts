import type { Resolvers } from '../generated/resolvers';
import { requireViewer } from './viewer';

/** Where the viewer is signed in, and ending those sessions. */
export const sessionsResolvers: Resolvers = {
  Query: {
    sessions: async (_parent, _args, context) => context.services.sessions.list(await requireViewer(context), context.request.sessionId),
  },
  Mutation: {
    endSession: async (_parent, { id }, context) => {
      const viewerId = await requireViewer(context);
      await context.services.sessions.endOwn(viewerId, id, context.request);
      if (id === context.request.sessionId) context.session?.clear();
      return true;
    },
    endOtherSessions: async (_parent, _args, context) =>
      context.services.sessions.endOthers(await requireViewer(context), context.request.sessionId, context.request),
  },
};
