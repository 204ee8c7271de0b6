import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { LeaseStore } from '../../domain/ports/leaseStore';
import type { Clock } from '../clock';

/** A holder's lease lasts this long unless renewed: a dead leader's role moves within it. */
export const LEASE_TTL_MS = 10_000;
/** How often the lease is taken or renewed: three tries before it would run out. */
export const RENEW_EVERY_MS = 3_000;

/** Whether this process is the leader, the one that does the once-only work (reactors, snapshots, sweeps). */
export type Leadership = {
  readonly holder: string;
  isLeader(): boolean;
  /** Called with the new state each time it changes; answers how to stop listening. */
  onChange(listener: (leader: boolean) => void): () => void;
  /** One try to take or renew the lease (the timer's; tests call it with their own clock). */
  renew(): Promise<boolean>;
  /** Stops renewing; `release` gives the lease up at once (a clean stop) rather than letting it run out. */
  stop(options?: { release?: boolean }): Promise<void>;
};

export type LeadershipOptions = {
  leases: LeaseStore;
  clock: Clock;
  name?: string;
  holder?: string;
  ttlMs?: number;
  renewEveryMs?: number;
};

/**
 * Takes the leader's lease if it can before answering (so a lone process leads from its first
 * moment), then tries again every few seconds. A renewal that fails (the database unreachable)
 * keeps the role only until the lease it last got runs out, as another process may take it then.
 */
export async function startLeadership(options: LeadershipOptions): Promise<Leadership> {
  const { leases, clock, name = 'leader', ttlMs = LEASE_TTL_MS, renewEveryMs = RENEW_EVERY_MS } = options;
  const holder = options.holder ?? `${hostname()}:${process.pid}:${randomUUID()}`;
  const listeners = new Set<(leader: boolean) => void>();
  let leader = false;
  let heldUntil = 0;
  let stopped = false;
  let renewing: Promise<boolean> | null = null;

  const become = (next: boolean) => {
    if (next === leader) return;
    leader = next;
    for (const listener of listeners) {
      try {
        listener(next);
      } catch (error) {
        console.error('A leadership listener failed:', error);
      }
    }
  };

  const tryOnce = async (): Promise<boolean> => {
    const now = clock();
    try {
      const held = await leases.acquire(name, holder, ttlMs, now);
      if (held) heldUntil = now.getTime() + ttlMs;
      if (!stopped) become(held);
    } catch (error) {
      console.error(`Could not renew the ${name} lease:`, error);
      if (!stopped) become(leader && clock().getTime() < heldUntil);
    }
    return leader;
  };

  const renew = () => {
    renewing ??= tryOnce().finally(() => (renewing = null));
    return renewing;
  };

  await renew();
  const timer = setInterval(() => void renew(), renewEveryMs);
  timer.unref();

  return {
    holder,
    isLeader: () => leader,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    renew,
    async stop({ release = false } = {}) {
      stopped = true;
      clearInterval(timer);
      await renewing;
      become(false);
      if (release) await leases.release(name, holder);
    },
  };
}
