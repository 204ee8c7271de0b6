import { deliverWrite, type Delivery } from './deliverWrite';
import { outboxDb } from './outboxDb';
import { inOrder, type OutboxWrite } from './outboxWrite';
import type { Transport } from './transport';

const LOCK = 'glimpse-outbox';
let localTurn: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` while no page or worker of the app sends from the outbox (Web Locks, shared by the
 * pages and the service worker), so that a write is never in flight twice and the order holds.
 * `whenFree`: give up at once (answering undefined) when someone else is sending.
 */
export function withOutboxLock<T>(work: () => Promise<T>, whenFree = false): Promise<T | undefined> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) return locks.request(LOCK, { ifAvailable: whenFree }, (lock) => (lock ? work() : undefined));
  // No Web Locks (old browsers): one sender at a time in this context at least.
  const turn = localTurn.then(work, work);
  localTurn = turn.catch(() => undefined);
  return turn;
}

/** Sends `write` now (keeping it in the outbox if it cannot go); a refusal is taken out and answered for the caller to show. */
export function sendNow(write: OutboxWrite, transport: Transport): Promise<Delivery> {
  return withOutboxLock(async () => {
    const delivery = await deliverWrite(write, transport, 'page');
    if (delivery.status === 'refused') await outboxDb.remove(write.id);
    return delivery;
  }).then((delivery) => delivery ?? { status: 'later' });
}

/**
 * Sends the person's waiting writes, oldest first, one at a time, stopping at the first that cannot
 * go yet (so none overtakes it). A refused write is dropped with its refusal kept for a page to
 * show. The list is read again after each write, so one added meanwhile goes in this round.
 * Answers whether writes still wait (undefined: someone else is sending).
 */
export function flushOutbox(userId: string, transport: Transport, by: 'page' | 'worker'): Promise<boolean | undefined> {
  return withOutboxLock(async () => {
    for (;;) {
      const [first] = inOrder(await outboxDb.writes(), userId);
      if (!first) return false;
      const delivery = await deliverWrite(first, transport, by);
      if (delivery.status === 'later') return true;
      if (delivery.status === 'refused')
        await outboxDb.refuse(first.id, { id: first.id, userId, kind: first.kind, message: delivery.message, timedOut: delivery.timedOut });
    }
  }, true);
}
