import { beforeEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../domain/events';
import { pushCollections as names, type PushOutboxDoc } from '../pushModels';
import { accountDeleted, messageSent, postLiked, postPublished, type Projection, projection, userRegistered } from './projectionKit';
import { MESSAGE_PUSH_DELAY_MS } from './pushesProjector';

let kit: Projection;
const at = '2026-11-25T01:00:00.000Z';
const subscribed = (subscriptionId: string, userId: string, sessionId = 's1'): DomainEvent => ({
  type: 'PushSubscribed',
  data: { subscriptionId, userId, sessionId, endpoint: `https://push.example/${subscriptionId}`, p256dh: 'k', auth: 'a', at },
});
const outbox = async () =>
  (await kit.store.collection<PushOutboxDoc>(names.pushOutbox).find({}, { sort: { subscriptionId: 1 } })).map(({ subscriptionId, kind, entryId, dueAt }) => ({
    subscriptionId,
    kind,
    entryId,
    dueAt,
  }));

describe('pushes projector and the push outbox', () => {
  beforeEach(async () => {
    kit = await projection();
    for (const user of ['ann', 'bob']) await kit.project(userRegistered(user));
    await kit.project(postPublished('p1', 'ann'));
  });

  it('queues a push per subscription of the person told, once however often the event comes', async () => {
    await kit.project(subscribed('phone', 'ann'));
    await kit.project(subscribed('laptop', 'ann', 's2'));
    await kit.project(postLiked('p1', 'bob', { at }));
    await kit.redeliver(-1);
    const like = { kind: 'like', entryId: 'like:p1:2026-11-25', dueAt: at };
    expect(await outbox()).toEqual([
      { subscriptionId: 'laptop', ...like },
      { subscriptionId: 'phone', ...like },
    ]);
    // Sent: its record takes it out.
    const [first] = await kit.store.collection<PushOutboxDoc>(names.pushOutbox).find({ subscriptionId: 'phone' });
    await kit.project({ type: 'PushSent', data: { pushId: first!._id, subscriptionId: 'phone', userId: 'ann', at } });
    expect((await outbox()).map((p) => p.subscriptionId)).toEqual(['laptop']);
  });

  it('follows the settings, and queues nothing for someone with no subscription', async () => {
    await kit.project(subscribed('phone', 'ann'));
    await kit.project({
      type: 'PushSettingsChanged',
      data: { userId: 'ann', likes: false, comments: true, follows: true, mentions: true, messages: true, at },
    });
    await kit.project(postLiked('p1', 'bob', { at }));
    await kit.project(postPublished('p2', 'bob'));
    await kit.project(postLiked('p2', 'ann', { at }));
    expect(await outbox()).toEqual([]);
  });

  it('queues a message for its recipient a moment later, so that an open chat reads it first', async () => {
    await kit.project(subscribed('phone', 'bob'));
    await kit.project({ type: 'ConversationStarted', data: { conversationId: 'c1', participantIds: ['ann', 'bob'], startedBy: 'ann', at } }, 0);
    await kit.project(messageSent('c1', 'm1', 'ann', { content: 'hi', at }), 1);
    expect(await outbox()).toEqual([
      { subscriptionId: 'phone', kind: 'message', entryId: 'c1', dueAt: new Date(Date.parse(at) + MESSAGE_PUSH_DELAY_MS).toISOString() },
    ]);
  });

  it('ends a subscription and its pushes with its session, its removal, a ban or the account', async () => {
    const live = async () => (await kit.store.collection(names.pushSubscriptions).find({})).map((s) => s._id).sort();
    for (const [id, session] of [
      ['a', 's1'],
      ['b', 's2'],
      ['c', 's3'],
    ] as const)
      await kit.project(subscribed(id, 'ann', session));
    await kit.project(subscribed('d', 'bob', 's4'));
    await kit.project(postLiked('p1', 'bob', { at }));
    await kit.project({ type: 'SessionEnded', data: { userId: 'ann', sessionId: 's1', at } });
    await kit.project({ type: 'PushUnsubscribed', data: { subscriptionId: 'b', userId: 'ann', reason: 'removed', at } });
    expect(await live()).toEqual(['c', 'd']);
    expect((await outbox()).map((p) => p.subscriptionId)).toEqual(['c']);
    await kit.project({ type: 'UserBanned', data: { userId: 'bob', reason: 'spam', by: 'admin', at } });
    expect(await live()).toEqual(['c']);
    await kit.project(accountDeleted('ann'));
    expect(await live()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });
});
