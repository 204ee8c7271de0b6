import { useMemo, useSyncExternalStore } from 'react';
import { useViewer } from '../auth/AuthProvider';
import { type OutboxNotice, outboxDb, onOutboxNotice } from './outboxDb';
import { inOrder, type OutboxWrite, type ToggleKind, toggleId } from './outboxWrite';

/**
 * The page's copy of the outbox, read again from IndexedDB whenever it changes (here, in another
 * page or in the worker), for the screens to show what waits.
 */
let writes: readonly OutboxWrite[] = [];
const listeners = new Set<() => void>();
let watching = false;
let reads = 0;

function reload(): void {
  const read = ++reads;
  outboxDb.writes().then(
    (all) => {
      if (read !== reads) return; // a later read is on its way
      writes = all;
      for (const listener of listeners) listener();
    },
    () => undefined, // no IndexedDB (a private window may refuse it): nothing is shown waiting
  );
}

type Delivered = Extract<OutboxNotice, { type: 'delivered' }>;
let onDelivered: ((notice: Delivered) => void) | null = null;
const unhandled: Delivered[] = [];

function hear(notice: OutboxNotice): void {
  reload();
  if (notice.type !== 'delivered') return;
  if (onDelivered) onDelivered(notice);
  else {
    unhandled.push(notice);
    for (const listener of listeners) listener();
  }
}

/** Whether writes were delivered that no sender has put on screen yet. */
export const useDeliveriesUnhandled = () => useSyncExternalStore(subscribe, () => unhandled.length > 0);

/**
 * Hands each write delivered (here, in another page or by the worker) to `handler`, also those
 * delivered since the page started listening and before the sender's code was there (it loads
 * after the first screen, and the worker may deliver before).
 */
export function handleDeliveries(handler: (notice: Delivered) => void): () => void {
  onDelivered = handler;
  for (const notice of unhandled.splice(0)) handler(notice);
  return () => {
    onDelivered = null;
  };
}

function subscribe(listener: () => void): () => void {
  if (!watching) {
    watching = true;
    onOutboxNotice(hear);
    // In a task of its own: the first subscriber is the first screen, whose commit opening the
    // outbox's database would lengthen (on a phone, by several milliseconds).
    setTimeout(reload, 0);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What waits now, for code outside React. */
export const waitingWrites = (userId: string) => inOrder(writes, userId);

/** The signed-in person's waiting writes, in the order they go out. */
export function useOutboxWrites(): OutboxWrite[] {
  const userId = useViewer()?.id;
  const all = useSyncExternalStore(subscribe, () => writes);
  return useMemo(() => (userId ? inOrder(all, userId) : []), [all, userId]);
}

/** The state asked for by a toggle waiting in the outbox; undefined when none waits. */
export function usePendingToggle(kind: ToggleKind, targetId: string): boolean | undefined {
  const userId = useViewer()?.id;
  const id = userId ? toggleId(userId, kind, targetId) : '';
  return useSyncExternalStore(subscribe, () => {
    const write = writes.find((w) => w.id === id);
    return write && write.kind === kind ? write.wanted : undefined;
  });
}
