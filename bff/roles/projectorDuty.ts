import type { Engines } from '../../infra/engines';
import { publishNotices } from '../../projections/noticePublisher';
import { withSearch } from '../../projections/projectors';
import { ProjectionRunner } from '../../projections/runner';
import type { Leadership } from '../leadership/leadership';
import { whileLeader } from '../leadership/whileLeader';
import type { LeaderProjections } from './leaderProjections';

// A projector taking over may have a long way to go (a first start on a big log): its API instances wait meanwhile.
const CATCH_UP_MS = 30 * 60_000;
// A start that failed (MongoDB away) is tried again this much later while the lease is held.
const RETRY_MS = 5000;

/**
 * ROLE=projector: while this process holds the lease it projects into the shared read models,
 * publishes its progress to the API instances, and runs the mascot once it has caught up; on
 * losing the lease it stops all three, so two projectors never write at once for longer than a
 * lease's renewal. A standby process holds nothing of this and takes it on when the lease is its.
 */
export function projectWhileLeading(deps: {
  leadership: Leadership;
  side: LeaderProjections;
  engines: Pick<Engines, 'events' | 'readStore' | 'search' | 'backlog' | 'notices'>;
  mascot: (() => Promise<{ close(): Promise<void> }>) | null;
}): { settled(): Promise<void>; close(): Promise<void> } {
  const { leadership, side, engines, mascot } = deps;
  const notices = engines.notices;
  if (!notices) throw new Error('A projector process needs change notices to publish (MONGO_URL)');
  return whileLeader(
    leadership,
    'projections',
    async () => {
      const runner = new ProjectionRunner(engines.events, engines.readStore, withSearch(engines.search), { read: engines.backlog });
      let publisher: ReturnType<typeof publishNotices> | null = null;
      try {
        await runner.start();
        // From the first event: the API instances see the catch-up go by.
        const publishing = publishNotices(runner, notices);
        publisher = publishing;
        await runner.waitForPosition(await engines.events.headPosition(), CATCH_UP_MS);
        side.attach(runner);
        const mascotReactor = await mascot?.();
        return {
          async close() {
            await mascotReactor?.close();
            side.detach();
            await publishing.stop();
            await runner.stop();
          },
        };
      } catch (error) {
        await publisher?.stop().catch(() => undefined);
        await runner.stop().catch(() => undefined);
        throw error;
      }
    },
    { retryMs: RETRY_MS },
  );
}
