import { useMemo, useSyncExternalStore } from 'react';
import { useViewer } from '../auth/AuthProvider';
import { outboxDb, onOutboxNotice } from './outboxDb';
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

function subscribe(listener: () => void): () => void {
  if (!watching) {
    watching = true;
    onOutboxNotice(reload);
    reload();
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
