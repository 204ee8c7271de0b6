import { notificationDecider, notificationStream } from '../../domain/notification/decider';
import type { ChangeNotice } from '../../projections/projector';
import type { NotificationQueries } from '../../projections/queries/notificationQueries';
import type { LiveProjections } from '../../projections/liveProjections';
import type { CommandBus } from './commandBus';
import { commandContext, type RequestContext } from './requestContext';

type CountNotice = Extract<ChangeNotice, { kind: 'notifications' }>;

/**
 * A person's Activity: its entries, the unread count and marking them read. The count's changes
 * are routed to each person's listeners by id, so that a like costs the same whether ten or ten
 * thousand people are listening.
 */
export function notificationService(execute: CommandBus, notifications: NotificationQueries, projections: LiveProjections) {
  const listeners = new Map<string, Set<() => void>>();
  projections.onChange((notice) => {
    if (notice.kind !== 'notifications') return;
    for (const listener of listeners.get((notice as CountNotice).userId) ?? []) listener();
  });

  return {
    page: notifications.page,
    unreadCount: notifications.unreadCount,

    /** Marks every entry the viewer has read; answers the count left, 0. Nothing is recorded when nothing is unread. */
    async markRead(viewerId: string, request: RequestContext): Promise<number> {
      if ((await notifications.unreadCount(viewerId)) === 0) return 0;
      const command = { type: 'MarkNotificationsRead' as const, userId: viewerId, at: request.now.toISOString() };
      await execute(notificationStream(viewerId), notificationDecider, command, commandContext(request));
      return notifications.unreadCount(viewerId);
    },

    /** Calls `listener` whenever the person's unread count changes, until the returned function is called. */
    onUnreadChange(userId: string, listener: () => void): () => void {
      let set = listeners.get(userId);
      if (!set) {
        set = new Set();
        listeners.set(userId, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
  };
}

export type NotificationService = ReturnType<typeof notificationService>;
