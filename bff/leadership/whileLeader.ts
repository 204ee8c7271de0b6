import type { Leadership } from './leadership';

/**
 * Keeps a piece of once-only work (a subscriber such as the mascot) running exactly while this
 * process leads: started on becoming leader, closed on losing it. Changes are taken one after
 * another, so a quick loss and regain never leaves two running.
 */
export function whileLeader(
  leadership: Leadership,
  label: string,
  start: () => Promise<{ close(): Promise<void> }>,
  /** When the work could not start, try again this much later while still leading (the projections: a lease held with nothing projecting would stop the deployment). */
  options: { retryMs?: number } = {},
): { settled(): Promise<void>; close(): Promise<void> } {
  let running: { close(): Promise<void> } | null = null;
  let closed = false;
  let changes: Promise<void> = Promise.resolve();
  const follow = (leader: boolean) => {
    changes = changes.then(async () => {
      try {
        if (leader && !running && !closed) running = await start();
        else if (!leader && running) await running.close().finally(() => (running = null));
      } catch (error) {
        console.error(`Could not ${leader ? 'start' : 'stop'} the ${label}:`, error);
        if (leader && options.retryMs !== undefined) {
          setTimeout(() => {
            if (leadership.isLeader() && !running && !closed) follow(true);
          }, options.retryMs).unref();
        }
      }
    });
  };
  const unfollow = leadership.onChange(follow);
  if (leadership.isLeader()) follow(true);
  return {
    /** Once the changes so far are carried out: the work started if this process leads (a lone server's start waits for it, as before). */
    settled: () => changes,
    async close() {
      closed = true;
      unfollow();
      follow(false);
      await changes;
    },
  };
}
