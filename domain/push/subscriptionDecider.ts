import type { Decider } from '../decider';
import { notFound } from '../errors';
import type { EventOf } from '../events';

/** A browser's push subscription as a person posts it (`PushSubscription.toJSON()`), checked by the service. */
export type PushSubscriptionKeys = { endpoint: string; p256dh: string; auth: string };

export type PushSubscriptionCommand =
  /** `listed`: the read model lists it for this person and session (it may have ended with a session, a ban...). */
  | ({ type: 'Subscribe'; subscriptionId: string; userId: string; sessionId: string; listed: boolean; at: string } & PushSubscriptionKeys)
  | { type: 'Unsubscribe'; subscriptionId: string; userId: string; at: string }
  /** The push service answered 404 or 410: the browser dropped it. */
  | { type: 'DropGone'; subscriptionId: string; at: string };

export type PushSubscriptionEvent = EventOf<'PushSubscribed' | 'PushUnsubscribed'>;
export type PushSubscriptionState = ({ userId: string; sessionId: string } & PushSubscriptionKeys) | null;

/** One stream per endpoint, named by a keyed hash of it (bff/services/pushes.ts), so that no stream name spells it. */
export const pushSubscriptionStream = (subscriptionId: string) => `pushsubscription-${subscriptionId}`;

/**
 * An endpoint belongs to one person at a time: the last to subscribe it on that browser. Posting
 * the same subscription again appends nothing while it is listed; a removal by anyone but its
 * owner is refused as if it did not exist.
 */
export const pushSubscriptionDecider: Decider<PushSubscriptionCommand, PushSubscriptionEvent, PushSubscriptionState> = {
  eventTypes: { PushSubscribed: true, PushUnsubscribed: true },
  initialState: () => null,
  evolve(_state, event) {
    switch (event.type) {
      case 'PushSubscribed': {
        const { userId, sessionId, endpoint, p256dh, auth } = event.data;
        return { userId, sessionId, endpoint, p256dh, auth };
      }
      case 'PushUnsubscribed':
        return null;
    }
  },
  decide(command, state) {
    const { subscriptionId, at } = command;
    switch (command.type) {
      case 'Subscribe': {
        const { userId, sessionId, endpoint, p256dh, auth, listed } = command;
        const same = state && state.userId === userId && state.sessionId === sessionId && state.p256dh === p256dh && state.auth === auth;
        if (same && listed) return [];
        const subscribed: PushSubscriptionEvent = { type: 'PushSubscribed', data: { subscriptionId, userId, sessionId, endpoint, p256dh, auth, at } };
        if (state && state.userId !== userId)
          return [{ type: 'PushUnsubscribed', data: { subscriptionId, userId: state.userId, reason: 'replaced', at } }, subscribed];
        return [subscribed];
      }
      case 'Unsubscribe':
        if (!state || state.userId !== command.userId) throw notFound('Push subscription');
        return [{ type: 'PushUnsubscribed', data: { subscriptionId, userId: state.userId, reason: 'removed', at } }];
      case 'DropGone':
        return state ? [{ type: 'PushUnsubscribed', data: { subscriptionId, userId: state.userId, reason: 'gone', at } }] : [];
    }
  },
};
