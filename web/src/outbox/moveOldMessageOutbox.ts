import { outboxDb } from './outboxDb';
import type { MessageWrite } from './outboxWrite';

type OldItem = { clientId?: unknown; conversationId?: unknown; content?: unknown; createdAt?: unknown };

const storageKey = (userId: string) => `outbox:${userId}`;

/** Whether messages written offline by the code before the one outbox are still in localStorage. */
export function hasOldMessageOutbox(userId: string): boolean {
  try {
    return localStorage.getItem(storageKey(userId)) !== null;
  } catch {
    return false;
  }
}

/**
 * Messages written offline before the one outbox kept their own in localStorage (`outbox:{userId}`):
 * they move into it once, in their order, under their client id (so one the old code had sent
 * already is answered by the server, not sent again).
 */
export async function moveOldMessageOutbox(userId: string): Promise<void> {
  let items: OldItem[];
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]');
    items = Array.isArray(parsed) ? parsed : [];
  } catch {
    items = [];
  }
  for (const [index, item] of items.entries()) {
    if (typeof item.clientId !== 'string' || typeof item.conversationId !== 'string' || typeof item.content !== 'string') continue;
    const createdAt = typeof item.createdAt === 'string' ? item.createdAt : new Date().toISOString();
    const write: MessageWrite = {
      kind: 'message',
      id: item.clientId,
      key: item.clientId,
      userId,
      seq: index,
      createdAt,
      conversationId: item.conversationId,
      content: item.content,
    };
    await outboxDb.put(write);
  }
  if (items.length > 0) localStorage.removeItem(storageKey(userId));
}
