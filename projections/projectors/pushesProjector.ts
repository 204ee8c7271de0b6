import { pushCollections as names, type PushOutboxDoc, type PushSettingsDoc, type PushSubscriptionDoc } from '../pushModels';
import type { Projector } from '../projector';
import { collections, type ConversationDoc } from '../readModels';
import type { ReadStore } from '../readStore';
import { queuePushes } from './pushOutbox';

/**
 * A message is pushed this long after it is sent, unless read by then: a chat open on a screen
 * marks each message read as it arrives (routes/Conversation.tsx), so its person is not pushed
 * what they are reading. The read mark is in the log, so every process and a restart agree.
 */
export const MESSAGE_PUSH_DELAY_MS = 4000;

/**
 * The people's browsers to push to, what they want pushed, and the outbox of pushes due (the push
 * reactor sends them: bff/push/pushReactor.ts). A subscription ends with its session (a log-out,
 * a password reset), a ban or the account, and its pending pushes with it. Notifications are
 * queued by the notifications projector as it tells them (pushOutbox.ts); messages here.
 */
export const pushesProjector: Projector = {
  name: 'pushes',
  writes: [names.pushOutbox, names.pushSettings, names.pushSubscriptions],
  handles: [
    'PushSubscribed',
    'PushUnsubscribed',
    'PushSettingsChanged',
    'PushSent',
    'PushSendFailed',
    'PushSkipped',
    'MessageSent',
    'SessionEnded',
    'UserBanned',
    'AccountDeleted',
  ],
  async setup(store) {
    await store.collection(names.pushSubscriptions).createIndex({ keys: { userId: 1 } });
    await store.collection(names.pushSubscriptions).createIndex({ keys: { sessionId: 1 } });
    const outbox = store.collection(names.pushOutbox);
    await outbox.createIndex({ keys: { dueAt: 1 } });
    await outbox.createIndex({ keys: { subscriptionId: 1 } });
    await outbox.createIndex({ keys: { userId: 1 } });
  },
  async apply(event, stored, store) {
    const subscriptions = store.collection<PushSubscriptionDoc>(names.pushSubscriptions);
    const outbox = store.collection<PushOutboxDoc>(names.pushOutbox);
    switch (event.type) {
      case 'PushSubscribed': {
        const { subscriptionId, userId, sessionId, endpoint, p256dh, auth, at } = event.data;
        // Empty once erased with its owner's key: nobody to push to.
        if (!endpoint) return [];
        await subscriptions.updateOne({ _id: subscriptionId }, { $set: { userId, sessionId, endpoint, p256dh, auth, createdAt: at } }, { upsert: true });
        return [];
      }
      case 'PushUnsubscribed':
        await removeSubscriptions(store, { _id: event.data.subscriptionId, userId: event.data.userId });
        return [];
      case 'SessionEnded':
        await removeSubscriptions(store, { sessionId: event.data.sessionId });
        return [];
      case 'UserBanned':
      case 'AccountDeleted':
        await removeSubscriptions(store, { userId: event.data.userId });
        await outbox.deleteMany({ userId: event.data.userId });
        if (event.type === 'AccountDeleted') await store.collection(names.pushSettings).deleteOne({ _id: event.data.userId });
        return [];
      case 'PushSettingsChanged': {
        const { userId, at: _at, ...settings } = event.data;
        await store.collection<PushSettingsDoc>(names.pushSettings).updateOne({ _id: userId }, { $set: settings }, { upsert: true });
        return [];
      }
      case 'PushSendFailed': {
        const { pushId, attempts, retryAt } = event.data;
        if (retryAt === null) await outbox.deleteOne({ _id: pushId });
        else await outbox.updateOne({ _id: pushId }, { $set: { attempts, dueAt: retryAt } });
        return [];
      }
      case 'PushSent':
      case 'PushSkipped':
        await outbox.deleteOne({ _id: event.data.pushId });
        return [];
      case 'MessageSent': {
        const { conversationId, messageId, senderId, at } = event.data;
        const conversation = await store.collection<ConversationDoc>(collections.conversations).findOne({ _id: conversationId });
        const recipients = conversation?.participantIds.filter((id) => id !== senderId) ?? [];
        const dues = recipients.map((userId) => ({
          userId,
          kind: 'message' as const,
          entryId: conversationId,
          actorId: senderId,
          messageId,
          at,
          delayMs: MESSAGE_PUSH_DELAY_MS,
        }));
        await queuePushes(store, dues, stored);
        return [];
      }
      default:
        return [];
    }
  },
};

/** The matching subscriptions and the pushes waiting for them. */
async function removeSubscriptions(store: ReadStore, filter: Partial<Pick<PushSubscriptionDoc, '_id' | 'userId' | 'sessionId'>>): Promise<void> {
  const subscriptions = store.collection<PushSubscriptionDoc>(names.pushSubscriptions);
  const gone = await subscriptions.find(filter);
  if (gone.length === 0) return;
  await subscriptions.deleteMany({ _id: { $in: gone.map((s) => s._id) } });
  await store.collection(names.pushOutbox).deleteMany({ subscriptionId: { $in: gone.map((s) => s._id) } });
}
