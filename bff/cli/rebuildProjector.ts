import type { Config } from '../../infra/config';
import type { ProjectorHealth } from '../../projections/projectorLane';
import type { RebuildProgress } from '../../projections/rebuild';
import { RebuildRefused, rebuildGroup } from '../../projections/rebuildGroups';
import type { Projector } from '../../projections/projector';
import { ADMIN_CODE_HEADER } from '../rest/projectorRoutes';
import type { RebuildRequested } from '../services/projectorRebuilds';
import { UsageError } from './cliArgs';

type Health = { position: number; projectors: ProjectorHealth[]; rebuilds?: RebuildProgress[] };
export type RebuildOptions = { url?: string; pollMs?: number; log?: (line: string) => void };

const count = (n: number) => Math.round(n).toLocaleString('en-US');

/**
 * `npm run replay -- --projector NAME`: asks the running server to rebuild one projector (with
 * those sharing its collections) into new collections and swap them in, and follows it through
 * `GET /api/health` until the swap. The server does the work: with the embedded engines its read
 * models are in its memory, which no other process can reach.
 */
export async function rebuildProjector(
  config: Pick<Config, 'port' | 'adminCode'>,
  projectors: readonly Projector[],
  name: string,
  options: RebuildOptions = {},
): Promise<void> {
  const log = options.log ?? console.log;
  let group: string[];
  try {
    group = rebuildGroup(projectors, name).projectors.map((p) => p.name);
  } catch (error) {
    throw error instanceof RebuildRefused ? new UsageError(error.message) : error;
  }
  const url = options.url ?? `http://127.0.0.1:${config.port}`;
  const call = async (path: string, init?: RequestInit) => {
    try {
      return await fetch(`${url}${path}`, init);
    } catch (error) {
      throw new Error(
        `No Glimpse server answers at ${url} (${(error as Error).cause ?? error}): the running server rebuilds a projector; start it, or rebuild everything with it stopped (npm run replay)`,
      );
    }
  };
  const asked = await call('/api/admin/projectors/rebuild', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [ADMIN_CODE_HEADER]: config.adminCode },
    body: JSON.stringify({ projector: name }),
  });
  const answer = await asked.json().catch(() => ({}));
  if (asked.status !== 202) throw new Error(`The server refused the rebuild (${asked.status}): ${answer.message ?? 'no reason given'}`);
  const { generation } = answer as RebuildRequested;
  log(`Rebuilding ${group.join(', ')} into generation ${generation} at ${url}; the server keeps answering from the old read models`);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 2000));
    const health = (await (await call('/api/health')).json()) as Health;
    const rebuild = health.rebuilds?.find((r) => r.generation === generation);
    if (rebuild?.failed)
      throw new Error(`The rebuild failed (${rebuild.failed}) at position ${rebuild.position}; the old read models stay. The server's log has the error.`);
    const swapped = group.every((p) => (health.projectors.find((h) => h.name === p)?.generation ?? 0) >= generation);
    if (swapped) {
      log(`Swapped in: ${group.join(', ')} now read generation ${generation}, its old collections dropped`);
      return;
    }
    if (rebuild) log(`  ${count(rebuild.position)} / ${count(health.position)} events`);
  }
}
