import type { ChangeNotice } from '../../projections/projector';
import type { LiveProjections } from '../../projections/liveProjections';

type MessageNotice = Extract<ChangeNotice, { kind: 'message' }>;
type ConversationNotice = Extract<ChangeNotice, { kind: 'conversation' }>;

function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V): () => void {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(value);
  return () => {
    set.delete(value);
    if (set.size === 0) map.delete(key);
  };
}

/**
 * Routes conversation notices to the subscriptions that want them by conversation and by person,
 * so that a message costs the same whether ten or ten thousand chats are open.
 */
export function conversationNotices(projections: LiveProjections) {
  const byConversation = new Map<string, Set<(notice: MessageNotice) => void>>();
  const byUser = new Map<string, Set<(notice: ConversationNotice) => void>>();
  projections.onChange((notice) => {
    if (notice.kind === 'message') for (const listener of byConversation.get(notice.conversationId) ?? []) listener(notice);
    if (notice.kind === 'conversation') for (const userId of notice.participantIds) for (const listener of byUser.get(userId) ?? []) listener(notice);
  });
  return {
    onMessage: (conversationId: string, listener: (notice: MessageNotice) => void) => addTo(byConversation, conversationId, listener),
    onConversation: (userId: string, listener: (notice: ConversationNotice) => void) => addTo(byUser, userId, listener),
  };
}

export type ConversationNotices = ReturnType<typeof conversationNotices>;
