import type { Config } from '../../infra/config';
import type { Engines } from '../../infra/engines';
import type { LiveProjections } from '../../projections/liveProjections';
import { ProjectionFollower } from '../../projections/projectionFollower';
import { withSearch } from '../../projections/projectors';
import { ProjectionRunner } from '../../projections/runner';
import type { Leadership } from '../leadership/leadership';
import { LeaderProjections } from './leaderProjections';

/** An API instance never leads: the once-only work is the projector's. */
export const neverLeader: Leadership = {
  holder: 'api',
  isLeader: () => false,
  onChange: () => () => undefined,
  renew: async () => false,
  stop: async () => undefined,
};

/**
 * The read side of each role (config.role): `all` projects here, as one process always did; `api`
 * follows the projector's change notices; `projector` projects only while it leads (projectorDuty.ts).
 */
export async function openReadSide(config: Config, engines: Engines): Promise<LiveProjections> {
  if (config.role === 'api') {
    if (!engines.notices) throw new Error('ROLE=api needs change notices from the projector (MONGO_URL)');
    const follower = new ProjectionFollower(
      engines.notices,
      engines.readStore,
      withSearch(engines.search).map((projector) => projector.name),
    );
    await follower.start();
    return follower;
  }
  if (config.role === 'projector') return new LeaderProjections();
  const runner = new ProjectionRunner(engines.events, engines.readStore, withSearch(engines.search), { read: engines.backlog });
  await runner.start();
  await runner.waitForPosition(await engines.events.headPosition(), 120_000);
  return runner;
}
