import { ACTORS_SHOWN } from '../../../projections/queries/notificationQueries';
import type { GraphQLContext } from '../context';
import type { Resolvers } from '../generated/resolvers';
import { connection } from './connection';
import { liveStream } from './liveStream';
import { requireViewer } from './viewer';

/** The viewer's unread count, read again at each change of it (one document). */
async function unreadCounts(context: GraphQLContext): Promise<AsyncIterableIterator<{ unreadNotificationsCount: number }>> {
  const viewerId = await requireViewer(context);
  const { notifications } = context.services;
  return liveStream(
    (push) => notifications.onUnreadChange(viewerId, () => push(null)),
    async () => ({ unreadNotificationsCount: await notifications.unreadCount(viewerId) }),
  );
}

/** The viewer's Activity: its entries, the unread count (live) and marking them read. */
export const notificationsResolvers: Resolvers = {
  Query: {
    notifications: async (_parent, { first, after }, context) =>
      connection(await context.services.notifications.page(await requireViewer(context), first ?? 20, after ?? null)),
    unreadNotificationsCount: async (_parent, _args, context) => context.services.notifications.unreadCount(await requireViewer(context)),
  },

  Mutation: {
    markNotificationsRead: async (_parent, _args, context) => context.services.notifications.markRead(await requireViewer(context), context.request),
  },

  Notification: {
    actors: (entry, { first }) => entry.actors.slice(0, Math.min(Math.max(first ?? ACTORS_SHOWN, 1), ACTORS_SHOWN)),
  },

  Subscription: {
    unreadNotificationsCount: { subscribe: (_parent, _args, context) => unreadCounts(context) },
  },
};
