import { expect, it } from 'vitest';
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
  expect(leader.calls.delivered).toBe(1);
  expect(follower.calls.delivered).toBe(0);
  await idle.settled();
  await Promise.all([sending.close(), idle.close()]);
  expect(follower.calls.delivered).toBe(0);
});
