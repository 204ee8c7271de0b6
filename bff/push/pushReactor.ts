import type { PushService } from '../services/pushes';

/** How often the outbox is looked at: a push leaves within about this long of being due. */
const POLL_MS = 500;

/**
 * A process manager, not code in the request path: it sends the outbox's due pushes (the pushes
 * projector and the notifications projector queue them) until stopped. The like, comment or
 * message that caused a push only appended its event, so pushing never delays or fails it. Like
 * every reactor it sends only from the leader (bff/leadership), when SEND_PUSH lets it.
 */
export function startPushReactor(
  pushes: PushService,
  leads: () => boolean | Promise<boolean> = () => true,
): { settled(): Promise<void>; close(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<unknown> = Promise.resolve();
  const tick = () => {
    // Only the leader sends: every process projects the same outbox. `leads` asks the lease itself
    // before each round, so a leader that was frozen past its lease sends nothing once it wakes.
    current = Promise.resolve(leads())
      .then((leading) => (leading ? pushes.deliverDue() : undefined))
      .catch((error) => console.error('The push outbox could not be read or recorded:', error))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, POLL_MS);
      });
  };
  tick();
  return {
    /** Once no push is due and none is being sent (a test about to count appends). */
    async settled() {
      while (!stopped && (await leads()) && (await pushes.dueCount()) > 0) await new Promise((resolve) => setTimeout(resolve, 25));
      await current;
    },
    async close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
      await pushes.close();
    },
  };
}
