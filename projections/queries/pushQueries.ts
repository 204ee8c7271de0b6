import { withoutGuards } from '../revisionGuard';
import { DEFAULT_PUSH_SETTINGS, type PushSettings } from '../../domain/push/settingsDecider';
import { pushCollections as names, type PushOutboxDoc, type PushSettingsDoc, type PushSubscriptionDoc } from '../pushModels';
import { collections, conversationMemberKey, type ConversationMemberDoc, type MessageDoc } from '../readModels';
import type { ReadStore } from '../readStore';

/** The pushes' read models as the service and the push reactor read them. */
export function pushQueries(store: ReadStore) {
  const outbox = store.collection<PushOutboxDoc>(names.pushOutbox);
  const subscriptions = store.collection<PushSubscriptionDoc>(names.pushSubscriptions);
  return {
    /** The pushes due by `now`, the longest waiting first. */
    due: (now: Date, limit: number): Promise<PushOutboxDoc[]> => outbox.find({ dueAt: { $lte: now.toISOString() } }, { sort: { dueAt: 1 }, limit }),

    subscription: (subscriptionId: string): Promise<PushSubscriptionDoc | null> => subscriptions.findOne({ _id: subscriptionId }),

    async settings(userId: string): Promise<PushSettings> {
      const doc = await store.collection<PushSettingsDoc>(names.pushSettings).findOne({ _id: userId });
      if (!doc) return DEFAULT_PUSH_SETTINGS;
      const { _id, ...settings } = withoutGuards(doc);
      return settings;
    },

    /** The recipient's side of a chat: whether it is in their inbox and what they have not read. */
    chatSide: (conversationId: string, userId: string): Promise<ConversationMemberDoc | null> =>
      store.collection<ConversationMemberDoc>(collections.conversationMembers).findOne({ _id: conversationMemberKey(conversationId, userId) }),

    message: (messageId: string): Promise<MessageDoc | null> => store.collection<MessageDoc>(collections.messages).findOne({ _id: messageId }),
  };
}

export type PushQueries = ReturnType<typeof pushQueries>;
