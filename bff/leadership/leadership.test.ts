import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sqliteLeaseStore } from '../../infra/leases/sqliteLeaseStore';
import { openSqlite } from '../../infra/sqlite/sqlite';
import { tempDataDir } from '../../tests/support/tempDataDir';
import { startLeadership } from './leadership';
import { memoryLeaseStore } from '../../infra/leases/memoryLeaseStore';

/** Two processes on one database file: two connections, each with its own Leadership, one clock. */
async function twoProcesses() {
  const data = await tempDataDir();
  const file = join(data.dir, 'events.sqlite');
  const connections = [openSqlite(file), openSqlite(file)];
  connections[0].pragma('journal_mode = WAL');
  let now = new Date('2025-01-01T00:00:00Z').getTime();
  const clock = () => new Date(now);
  const one = await startLeadership({ leases: sqliteLeaseStore(connections[0]), clock, holder: 'one' });
  const two = await startLeadership({ leases: sqliteLeaseStore(connections[1]), clock, holder: 'two' });
  return {
    one,
    two,
    advance: (ms: number) => (now += ms),
    async close() {
      await one.stop();
      await two.stop();
      for (const db of connections) db.close();
      await data.remove();
    },
  };
}

describe('Leadership', () => {
  it('has exactly one leader among processes sharing the database', async () => {
    const { one, two, advance, close } = await twoProcesses();
    expect([one.isLeader(), two.isLeader()]).toEqual([true, false]);
    for (let i = 0; i < 5; i++) {
      advance(3_000);
      await one.renew();
      await two.renew();
      expect([one.isLeader(), two.isLeader()]).toEqual([true, false]);
    }
    await close();
  });

  it('hands over within the lease time when the leader dies without releasing (kill -9)', async () => {
    const { one, two, advance, close } = await twoProcesses();
    const changes: boolean[] = [];
    two.onChange((leader) => changes.push(leader));
    await one.stop();
    advance(9_000);
    expect(await two.renew()).toBe(false);
    advance(1_000);
    expect(await two.renew()).toBe(true);
    expect(changes).toEqual([true]);
    await close();
  });

  it('hands over at once when the leader stops cleanly, releasing the lease', async () => {
    const { one, two, close } = await twoProcesses();
    await one.stop({ release: true });
    expect(one.isLeader()).toBe(false);
    expect(await two.renew()).toBe(true);
    await close();
  });

  it('steps down when it cannot renew and its lease has run out, and says so', async () => {
    let now = 0;
    const memory = memoryLeaseStore();
    let failing = false;
    const leases = {
      ...memory,
      acquire: (...args: Parameters<typeof memory.acquire>) => (failing ? Promise.reject(new Error('disk I/O error')) : memory.acquire(...args)),
    };
    const leadership = await startLeadership({ leases, clock: () => new Date(now), holder: 'one' });
    const changes: boolean[] = [];
    leadership.onChange((leader) => changes.push(leader));
    failing = true;
    now = 5_000;
    expect(await leadership.renew()).toBe(true);
    now = 10_000;
    expect(await leadership.renew()).toBe(false);
    failing = false;
    expect(await leadership.renew()).toBe(true);
    expect(changes).toEqual([false, true]);
    await leadership.stop();
  });
});
