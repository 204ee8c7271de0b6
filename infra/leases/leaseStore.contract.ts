import { describe, expect, it } from 'vitest';
import type { LeaseStore } from '../../domain/ports/leaseStore';

const TTL = 10_000;
const at = (ms: number) => new Date(1_700_000_000_000 + ms);

/** What every LeaseStore adapter must do. Lease names are unique per test, so a shared server is fine. */
export function leaseStoreContract(name: string, open: () => Promise<{ leases: LeaseStore; cleanup: () => Promise<void> }>): void {
  describe(`LeaseStore contract: ${name}`, () => {
    const lease = () => `lease-${Math.random().toString(36).slice(2)}`;

    it('gives a free lease to the first who asks and refuses it to another until it expires', async () => {
      const { leases, cleanup } = await open();
      const leader = lease();
      expect(await leases.acquire(leader, 'ann', TTL, at(0))).toBe(true);
      expect(await leases.acquire(leader, 'bob', TTL, at(9_999))).toBe(false);
      expect(await leases.acquire(leader, 'bob', TTL, at(10_000))).toBe(true);
      expect(await leases.acquire(leader, 'ann', TTL, at(10_001))).toBe(false);
      await cleanup();
    });

    it('renews a lease for its holder, pushing its end further', async () => {
      const { leases, cleanup } = await open();
      const leader = lease();
      await leases.acquire(leader, 'ann', TTL, at(0));
      expect(await leases.acquire(leader, 'ann', TTL, at(8_000))).toBe(true);
      expect(await leases.acquire(leader, 'bob', TTL, at(12_000))).toBe(false);
      expect(await leases.acquire(leader, 'bob', TTL, at(18_000))).toBe(true);
      await cleanup();
    });

    it('frees a lease released by its holder, and only by its holder', async () => {
      const { leases, cleanup } = await open();
      const leader = lease();
      await leases.acquire(leader, 'ann', TTL, at(0));
      await leases.release(leader, 'bob');
      expect(await leases.acquire(leader, 'bob', TTL, at(1))).toBe(false);
      await leases.release(leader, 'ann');
      expect(await leases.acquire(leader, 'bob', TTL, at(2))).toBe(true);
      await cleanup();
    });

    it('gives a lease asked for by many at once to exactly one', async () => {
      const { leases, cleanup } = await open();
      const leader = lease();
      const answers = await Promise.all(['a', 'b', 'c', 'd'].map((holder) => leases.acquire(leader, holder, TTL, at(0))));
      expect(answers.filter(Boolean)).toHaveLength(1);
      await cleanup();
    });

    it('keeps leases of different names apart', async () => {
      const { leases, cleanup } = await open();
      const [one, two] = [lease(), lease()];
      expect(await leases.acquire(one, 'ann', TTL, at(0))).toBe(true);
      expect(await leases.acquire(two, 'bob', TTL, at(0))).toBe(true);
      await cleanup();
    });
  });
}
