import type { SocketGroup } from './messages';

/**
 * The primary's count of open sockets per account and per address, kept per worker so that a
 * worker's sockets leave the count when it dies (its connections died with it).
 */
export function socketTally() {
  // group:key -> worker -> sockets
  const counts = new Map<string, Map<number, number>>();
  const total = (byWorker: Map<number, number> | undefined) => [...(byWorker?.values() ?? [])].reduce((sum, n) => sum + n, 0);
  return {
    admit(worker: number, group: SocketGroup, key: string, max: number): boolean {
      const name = `${group}:${key}`;
      const byWorker = counts.get(name) ?? new Map<number, number>();
      if (total(byWorker) >= max) return false;
      byWorker.set(worker, (byWorker.get(worker) ?? 0) + 1);
      counts.set(name, byWorker);
      return true;
    },
    release(worker: number, group: SocketGroup, key: string): void {
      const name = `${group}:${key}`;
      const byWorker = counts.get(name);
      const held = byWorker?.get(worker) ?? 0;
      if (!byWorker || held === 0) return;
      if (held === 1) byWorker.delete(worker);
      else byWorker.set(worker, held - 1);
      if (byWorker.size === 0) counts.delete(name);
    },
    forgetWorker(worker: number): void {
      for (const [name, byWorker] of counts) {
        byWorker.delete(worker);
        if (byWorker.size === 0) counts.delete(name);
      }
    },
    count(group: SocketGroup, key: string): number {
      return total(counts.get(`${group}:${key}`));
    },
  };
}
