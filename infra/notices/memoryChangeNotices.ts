import type { ChangeNoticeBus, NoticeBurst } from '../../projections/changeNotices';

/**
 * Change notices within one process: for tests that run a projector and an API instance side by
 * side. Listeners get each burst after `publish` answers, as from a server, never inside it.
 */
export function memoryChangeNotices(): ChangeNoticeBus {
  const listeners = new Set<(burst: NoticeBurst) => void>();
  let last: NoticeBurst | null = null;
  return {
    kind: 'memory',
    async publish(burst) {
      const copy = structuredClone(burst);
      last = copy;
      const now = [...listeners];
      queueMicrotask(() => {
        for (const listener of now) if (listeners.has(listener)) listener(copy);
      });
    },
    async subscribe(listener) {
      listeners.add(listener);
      return { close: async () => void listeners.delete(listener) };
    },
    latest: async () => last,
    close: async () => listeners.clear(),
  };
}
