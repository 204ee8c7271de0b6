import type { ChangeNoticeBus } from './changeNotices';
import type { ChangeNotice } from './projector';
import type { ProjectionRunner } from './runner';

// A bus that failed (MongoDB unreachable) is tried again this much later, even if no event comes meanwhile.
const RETRY_MS = 1000;

/**
 * Publishes the runner's progress to the API instances: one burst per turn at most, with the
 * notices since the last one and the position every projector not stuck has reached, and one
 * publish at a time, so a replay's thousands of events cost a few writes rather than one each.
 * A burst that could not be published goes with the next (its notices included).
 */
export function publishNotices(runner: ProjectionRunner, bus: ChangeNoticeBus) {
  let pending: ChangeNotice[] = [];
  let published = -1;
  let publishing: Promise<void> | null = null;
  let stopped = false;

  const schedule = () => {
    if (publishing || stopped) return;
    publishing = (async () => {
      // Waits a turn so that the events delivered meanwhile share the write.
      await new Promise((resolve) => setImmediate(resolve));
      const position = runner.reachedPosition;
      const notices = pending;
      pending = [];
      let sent = false;
      try {
        if (notices.length > 0 || position !== published) await bus.publish({ position, notices });
        published = position;
        sent = true;
      } catch (error) {
        console.error(`Could not publish the change notices at position ${position}:`, error);
        pending = notices.concat(pending);
      }
      publishing = null;
      if (!sent) setTimeout(schedule, RETRY_MS).unref();
      else if (pending.length > 0 || runner.reachedPosition !== published) schedule();
    })();
  };

  const offChange = runner.onChange((notice) => {
    pending.push(notice);
    schedule();
  });
  const offProgress = runner.onProgress(schedule);
  schedule();
  return {
    /** Stops listening, after publishing what the runner did until now. */
    async stop(): Promise<void> {
      offChange();
      offProgress();
      while (publishing) await publishing;
      if (pending.length > 0 || runner.reachedPosition !== published) {
        schedule();
        await publishing;
      }
      stopped = true;
    },
  };
}
