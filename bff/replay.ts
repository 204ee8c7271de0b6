import { readConfig } from '../infra/config';
import { openEngines } from '../infra/engines';
import { withSearch } from '../projections/projectors';
import type { SearchIndex } from '../projections/searchIndex';
import { ProjectionRunner } from '../projections/runner';
import { parseProjectorArgs, UsageError } from './cli/cliArgs';
import { projectorTarget } from './cli/projectorTarget';
import { rebuildProjector } from './cli/rebuildProjector';
import { replayIntoProjector } from './cli/replayProjector';

const PROGRESS_EVERY_MS = 2000;
// A replay of millions of events takes minutes; the timeout only guards against a stall.
const REPLAY_TIMEOUT_MS = 6 * 3600 * 1000;

const count = (n: number) => Math.round(n).toLocaleString('en-US');

/**
 * `npm run replay`: drops every read model and rebuilds them from the first event, with the
 * configuration `npm start` uses. Run it with the server stopped: both would write the same
 * read store. `--projector NAME` has the running server rebuild one projector instead, while it
 * serves; `--projector FILE` runs an analyst's projector (see cli/).
 */
async function main(): Promise<void> {
  const analyst = parseProjectorArgs(process.argv.slice(2));
  const config = readConfig();
  if (analyst) {
    // Only their names and declarations are read: the search index is never called.
    const projectors = withSearch({} as SearchIndex);
    const target = projectorTarget(analyst.projector, projectors);
    if ('file' in target) return replayIntoProjector(config, target.file, analyst.until);
    if (analyst.until) throw new UsageError("--until is for an analyst's projector file: a rebuild goes to the log's end");
    return rebuildProjector(config, projectors, target.rebuild);
  }
  const engines = await openEngines(config);
  console.log(`Replaying into ${engines.description} (data in ${config.dataDir})`);
  try {
    await engines.readStore.dropAll();
    const head = await engines.events.headPosition();
    const runner = new ProjectionRunner(engines.events, engines.readStore, withSearch(engines.search), { read: engines.backlog });
    const started = performance.now();
    let last = { at: started, position: 0 };
    const progress = setInterval(() => {
      const now = performance.now();
      const rate = ((runner.position - last.position) * 1000) / (now - last.at);
      console.log(`  ${count(runner.position)} / ${count(head)} events, ${count(rate)} events/s`);
      last = { at: now, position: runner.position };
    }, PROGRESS_EVERY_MS);
    try {
      await runner.start();
      await runner.waitForPosition(head, REPLAY_TIMEOUT_MS);
    } finally {
      clearInterval(progress);
      await runner.stop();
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`Replayed ${count(head)} events in ${seconds.toFixed(1)} s: ${count(head / Math.max(seconds, 0.001))} events/s`);
    const flushing = performance.now();
    await engines.readStore.flush();
    console.log(`Saved the read models in ${((performance.now() - flushing) / 1000).toFixed(1)} s`);
  } finally {
    await engines.readStore.close();
    await engines.events.close();
    await engines.notices?.close();
  }
}

main().catch((error) => {
  console.error(error instanceof UsageError ? error.message : `Replay failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
});
