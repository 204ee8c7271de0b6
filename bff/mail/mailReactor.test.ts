import { expect, it } from 'vitest';
import { memoryLeaseStore } from '../../infra/leases/memoryLeaseStore';
import { startLeadership } from '../leadership/leadership';
import type { MailService } from '../services/mails';
import { startMailReactor } from './mailReactor';

const outbox = () => {
  const calls = { delivered: 0 };
  const mails = { deliverDue: async () => void calls.delivered++, dueCount: async () => 1, close: async () => undefined } as unknown as MailService;
  return { mails, calls };
};

it('sends the outbox only from the leader, and a follower waits for nothing', async () => {
  const leader = outbox();
  const follower = outbox();
  const sending = startMailReactor(leader.mails, () => true);
  const idle = startMailReactor(follower.mails, () => false);
  await expect.poll(() => leader.calls.delivered).toBe(1);
  await idle.settled();
  await Promise.all([sending.close(), idle.close()]);
  expect(follower.calls.delivered).toBe(0);
});

it('sends nothing from a leader that was frozen past its lease while another took it, though it still believes it leads', async () => {
  const leases = memoryLeaseStore();
  let now = new Date('2026-11-25T08:00:00Z');
  const clock = () => now;
  // Renewals far apart: the first leader is "frozen" between them.
  const first = await startLeadership({ leases, clock, holder: 'first', renewEveryMs: 3_600_000 });
  now = new Date(now.getTime() + 11_000);
  const second = await startLeadership({ leases, clock, holder: 'second', renewEveryMs: 3_600_000 });
  expect([first.isLeader(), second.isLeader()]).toEqual([true, true]);

  const stale = outbox();
  const confirmsLead = async () => first.isLeader() && (await first.renew()) && first.isLeader();
  const reactor = startMailReactor(stale.mails, confirmsLead);
  await expect.poll(() => first.isLeader()).toBe(false);
  await reactor.close();
  expect(stale.calls.delivered).toBe(0);
  await Promise.all([first.stop(), second.stop()]);
});
