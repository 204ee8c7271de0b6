import { createHmac } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config } from '../../infra/config';
import { openEventLogReader } from '../../infra/eventLogReader';
import { openMemoryReadStore } from '../../infra/readstore/memoryReadStore';
import { isAnalystProjector } from '../../projections/analytics/analystProjector';
import { runAnalystProjector } from '../../projections/analytics/runAnalystProjector';
import { UsageError } from './cliArgs';

/** Loads an analyst's projector module: its default export, or an export named `projector`. */
async function loadProjector(file: string) {
  const module = await import(pathToFileURL(path.resolve(file)).href).catch((error) => {
    throw new UsageError(`Could not load the projector "${file}": ${error instanceof Error ? error.message : error}`);
  });
  const projector = module.default ?? module.projector;
  if (!isAnalystProjector(projector)) throw new UsageError(`"${file}" does not export a projector (default or "projector": { name, apply, result })`);
  return projector;
}

/**
 * `npm run replay -- --projector FILE [--until ISO]`: runs an analyst's projector over the history
 * into a private in-memory store, reading the event log read-only (fine while the server runs),
 * and prints its result as JSON.
 */
export async function replayIntoProjector(config: Config, file: string, until: string | undefined): Promise<void> {
  const projector = await loadProjector(file);
  const reader = await openEventLogReader(config);
  const store = await openMemoryReadStore({});
  const pseudonym = (value: string) => createHmac('sha256', config.jwtSecret).update(value).digest('hex').slice(0, 16);
  try {
    const started = performance.now();
    const { result, events } = await runAnalystProjector(reader, projector, store, { until, pseudonym });
    const seconds = (performance.now() - started) / 1000;
    console.error(`${projector.name}: ${events.toLocaleString('en-US')} events in ${seconds.toFixed(1)} s`);
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await store.close();
    await reader.close();
  }
}
