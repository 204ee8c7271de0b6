import { describe, expect, it } from 'vitest';
import { memoryLeaseStore } from '../../infra/leases/memoryLeaseStore';
import { startLeadership } from './leadership';
import { whileLeader } from './whileLeader';

describe('whileLeader', () => {
  it('runs the work while this process leads, stops it when another takes over, and starts it again on regaining', async () => {
    let now = 0;
    const clock = () => new Date(now);
    const leases = memoryLeaseStore();
    const mine = await startLeadership({ leases, clock, holder: 'mine' });
    const log: string[] = [];
    const work = whileLeader(mine, 'test work', async () => {
      log.push('started');
      return { close: async () => void log.push('stopped') };
    });
    await work.settled();
    expect(log).toEqual(['started']);

    // Another process took the lease after this one missed its renewals (a long pause).
    now = 10_000;
    expect(await leases.acquire('leader', 'theirs', 10_000, clock())).toBe(true);
    await mine.renew();
    await work.settled();
    expect(log).toEqual(['started', 'stopped']);

    now = 20_000;
    await mine.renew();
    await work.settled();
    expect(log).toEqual(['started', 'stopped', 'started']);

    await work.close();
    expect(log).toEqual(['started', 'stopped', 'started', 'stopped']);
    await mine.stop();
  });

  it('tries again to start work that failed to, while it still leads, when told to', async () => {
    const leases = memoryLeaseStore();
    const mine = await startLeadership({ leases, clock: () => new Date(0), holder: 'mine' });
    let attempts = 0;
    const errors = console.error;
    console.error = () => undefined;
    const work = whileLeader(
      mine,
      'test work',
      async () => {
        if (++attempts < 3) throw new Error('the database is away');
        return { close: async () => undefined };
      },
      { retryMs: 1 },
    );
    while (attempts < 3) await new Promise((resolve) => setTimeout(resolve, 5));
    await work.settled();
    console.error = errors;
    expect(attempts).toBe(3);
    await work.close();
    await mine.stop();
  });
});
