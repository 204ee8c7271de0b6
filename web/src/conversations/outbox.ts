import { useSyncExternalStore } from 'react';

/** A message written while the server could not be reached: it goes out, once, when it can. */
export type OutboxItem = { clientId: string; conversationId: string; content: string; createdAt: string };

const keyOf = (userId: string) => `outbox:${userId}`;
const listeners = new Set<() => void>();
const cache = new Map<string, OutboxItem[]>();
const EMPTY: OutboxItem[] = [];

function read(userId: string): OutboxItem[] {
  const cached = cache.get(userId);
  if (cached) return cached;
  let items: OutboxItem[] = [];
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? '[]');
    if (Array.isArray(parsed))
      items = parsed.filter((i): i is OutboxItem => typeof i?.clientId === 'string' && typeof i?.conversationId === 'string' && typeof i?.content === 'string');
  } catch {
    // corrupt or unavailable storage: nothing waiting
  }
  cache.set(userId, items);
  return items;
}

function write(userId: string, items: OutboxItem[]): void {
  cache.set(userId, items);
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(items));
  } catch {
    // storage full or unavailable: the outbox lives in memory until the page closes
  }
  for (const listener of listeners) listener();
}

export const outbox = {
  items: (userId: string) => read(userId),
  add: (userId: string, item: OutboxItem) => write(userId, [...read(userId).filter((i) => i.clientId !== item.clientId), item]),
  remove: (userId: string, clientId: string) =>
    write(
      userId,
      read(userId).filter((i) => i.clientId !== clientId),
    ),
};

// Another tab of the same user changed it.
if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (!event.key?.startsWith('outbox:')) return;
    cache.delete(event.key.slice('outbox:'.length));
    for (const listener of listeners) listener();
  });

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The messages of one conversation still waiting to go out. */
export function useOutbox(userId: string | undefined, conversationId: string): OutboxItem[] {
  const all = useSyncExternalStore(subscribe, () => (userId ? read(userId) : EMPTY));
  return all.filter((item) => item.conversationId === conversationId);
}

/** A UUID, also where crypto.randomUUID is missing (plain http outside localhost). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
