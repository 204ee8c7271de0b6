import type { LeaseStore } from '../../domain/ports/leaseStore';

/** Leases in this process's memory: for tests, and for a server whose engines have nowhere shared to keep them. */
export function memoryLeaseStore(): LeaseStore {
  const leases = new Map<string, { holder: string; expiresAt: number }>();
  return {
    async acquire(name, holder, ttlMs, now) {
      const lease = leases.get(name);
      if (lease && lease.holder !== holder && lease.expiresAt > now.getTime()) return false;
      leases.set(name, { holder, expiresAt: now.getTime() + ttlMs });
      return true;
    },
    async release(name, holder) {
      if (leases.get(name)?.holder === holder) leases.delete(name);
    },
  };
}
