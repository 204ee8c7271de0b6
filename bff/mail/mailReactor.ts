import type { MailService } from '../services/mails';

/** How often the outbox is looked at: a mail leaves within about this long of its request. */
const POLL_MS = 500;

/**
 * A process manager, not code in the request path: it sends the outbox's due mails (the mails
 * projector keeps them) until stopped. A request only appends that a mail is due, so sending
 * never delays or fails it. Like every reactor it sends only
 * from the leader (bff/leadership).
 */
export function startMailReactor(
  mails: MailService,
  leads: () => boolean | Promise<boolean> = () => true,
): { settled(): Promise<void>; close(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<unknown> = Promise.resolve();
  const tick = () => {
    // Only the leader sends: every process projects the same outbox. `leads` asks the lease itself
    // before each round, so a leader that was frozen past its lease sends nothing once it wakes.
    current = Promise.resolve(leads())
      .then((leading) => (leading ? mails.deliverDue() : undefined))
      .catch((error) => console.error('The mail outbox could not be read or recorded:', error))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, POLL_MS);
      });
  };
  tick();
  return {
    /** Once no mail is due and none is being sent (a test about to count appends). */
    async settled() {
      while (!stopped && (await leads()) && (await mails.dueCount()) > 0) await new Promise((resolve) => setTimeout(resolve, 25));
      await current;
    },
    async close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
      await mails.close();
    },
  };
}
