import { describe, it } from 'vitest';
import { deciderSpecification } from '../deciderSpecification';
import { pushSubscriptionDecider } from './subscriptionDecider';

const spec = deciderSpecification(pushSubscriptionDecider);
const at = '2026-11-25T01:00:00.000Z';
const keys = { endpoint: 'https://push.example/e1', p256dh: 'key', auth: 'secret' };
const subscribed = (userId: string, sessionId = 's1') => ({
  type: 'PushSubscribed' as const,
  data: { subscriptionId: 'p1', userId, sessionId, ...keys, at },
});
const subscribe = (userId: string, listed: boolean, sessionId = 's1') => ({
  type: 'Subscribe' as const,
  subscriptionId: 'p1',
  userId,
  sessionId,
  listed,
  at,
  ...keys,
});

describe('push subscription decider', () => {
  it('subscribes once while listed, and again once it is not (its session ended, a ban)', () => {
    spec
      .given([])
      .when(subscribe('u1', false))
      .thenEmits([subscribed('u1')]);
    spec
      .given([subscribed('u1')])
      .when(subscribe('u1', true))
      .thenEmits([]);
    spec
      .given([subscribed('u1')])
      .when(subscribe('u1', false))
      .thenEmits([subscribed('u1')]);
    spec
      .given([subscribed('u1')])
      .when(subscribe('u1', true, 's2'))
      .thenEmits([subscribed('u1', 's2')]);
  });

  it('hands the endpoint to the person who subscribes it last on that browser', () => {
    spec
      .given([subscribed('u1')])
      .when(subscribe('u2', false, 's2'))
      .thenEmits([{ type: 'PushUnsubscribed', data: { subscriptionId: 'p1', userId: 'u1', reason: 'replaced', at } }, subscribed('u2', 's2')]);
  });

  it("removes only its owner's subscription; anyone else's or an unknown one is not found", () => {
    const unsubscribe = (userId: string) => ({ type: 'Unsubscribe' as const, subscriptionId: 'p1', userId, at });
    spec
      .given([subscribed('u1')])
      .when(unsubscribe('u1'))
      .thenEmits([{ type: 'PushUnsubscribed', data: { subscriptionId: 'p1', userId: 'u1', reason: 'removed', at } }]);
    spec
      .given([subscribed('u1')])
      .when(unsubscribe('u2'))
      .thenRefuses('Push subscription not found');
    spec.given([]).when(unsubscribe('u1')).thenRefuses('Push subscription not found');
  });

  it('drops a subscription the push service says is gone, once', () => {
    const gone = { type: 'DropGone' as const, subscriptionId: 'p1', at };
    spec
      .given([subscribed('u1')])
      .when(gone)
      .thenEmits([{ type: 'PushUnsubscribed', data: { subscriptionId: 'p1', userId: 'u1', reason: 'gone', at } }]);
    spec.given([]).when(gone).thenEmits([]);
  });
});
