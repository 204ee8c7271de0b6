import { DEFAULT_PUSH_SETTINGS } from '../../domain/push/settingsDecider';
import type { StoredEvent } from '../../domain/ports/eventStore';
import {
  pushCollections as names,
  pushIdOf,
  settingOfKind,
  type PushKind,
  type PushOutboxDoc,
  type PushSettingsDoc,
  type PushSubscriptionDoc,
} from '../pushModels';
import type { ReadStore } from '../readStore';

/** How long a push is worth sending: past this (a server down for a day), it is skipped, as the push service would drop it. */
export const PUSH_TTL_MS = 24 * 3600_000;

/** Something a person is to be told on their browsers: a notification entry turned new, or a message. */
export type PushDue = { userId: string; kind: PushKind; entryId: string; actorId: string | null; messageId?: string | null; at: string; delayMs?: number };

/**
 * Queues a push per subscription of each person told, as their settings allow, with an id derived
 * from the event, so that the same event delivered again queues nothing new. What their settings
 * were when it happened decides, on a replay too.
 */
export async function queuePushes(store: ReadStore, dues: PushDue[], stored: StoredEvent): Promise<void> {
  if (dues.length === 0) return;
  const subscriptions = store.collection<PushSubscriptionDoc>(names.pushSubscriptions);
  const settings = store.collection<PushSettingsDoc>(names.pushSettings);
  const outbox = store.collection<PushOutboxDoc>(names.pushOutbox);
  for (const due of dues) {
    const targets = await subscriptions.find({ userId: due.userId });
    if (targets.length === 0) continue;
    const setting = settingOfKind[due.kind];
    if (setting && !((await settings.findOne({ _id: due.userId })) ?? DEFAULT_PUSH_SETTINGS)[setting]) continue;
    const at = Date.parse(due.at);
    for (const subscription of targets) {
      const doc: Omit<PushOutboxDoc, '_id'> = {
        userId: due.userId,
        subscriptionId: subscription._id,
        kind: due.kind,
        entryId: due.entryId,
        actorId: due.actorId,
        messageId: due.messageId ?? null,
        at: due.at,
        dueAt: new Date(at + (due.delayMs ?? 0)).toISOString(),
        expiresAt: new Date(at + PUSH_TTL_MS).toISOString(),
        attempts: 0,
      };
      await outbox.updateOne({ _id: pushIdOf(stored.id, due.entryId, subscription._id) }, { $setOnInsert: doc }, { upsert: true });
    }
  }
}
