import type { Decider } from '../decider';
import type { EventOf } from '../events';

/** One stream per person: when they last read their notifications. */
export type NotificationCommand = { type: 'MarkNotificationsRead'; userId: string; at: string };
export type NotificationEvent = EventOf<'NotificationsRead'>;
export type NotificationState = { readAt: string | null };

export const notificationStream = (userId: string) => `notifications-${userId}`;

export const notificationDecider: Decider<NotificationCommand, NotificationEvent, NotificationState> = {
  eventTypes: { NotificationsRead: true },
  initialState: () => ({ readAt: null }),
  evolve: (_state, event) => ({ readAt: event.data.at }),
  // Always a mark: the service asks only when something is unread, and the projector reads up to `at` only.
  decide: ({ userId, at }) => [{ type: 'NotificationsRead', data: { userId, at } }],
};
