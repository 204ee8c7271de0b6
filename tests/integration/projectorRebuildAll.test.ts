import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { EventStore } from '../../domain/ports/eventStore';
import { EncryptingEventStore } from '../../infra/eventstore/encryptingEventStore';
import { openSqliteEventStore } from '../../infra/eventstore/sqliteEventStore';
import { openMemoryReadStore } from '../../infra/readstore/memoryReadStore';
import { GenerationalReadStore } from '../../projections/generations';
import { allProjectors } from '../../projections/projectors';
import type { ReadStore } from '../../projections/readStore';
import { rebuildGroup } from '../../projections/rebuildGroups';
import { ProjectionRunner } from '../../projections/runner';
import { fixtureKeyStore, loadFixture, readFixture, frozenLogNames } from '../support/fixtureLog';
import { tempDataDir } from '../support/tempDataDir';

const FIXTURES = frozenLogNames();
const written = [...new Set(allProjectors.flatMap((projector) => projector.writes ?? []))].sort();

async function models(store: ReadStore): Promise<Record<string, unknown[]>> {
  const all: Record<string, unknown[]> = {};
  for (const name of written) all[name] = await store.collection(name).find({}, { sort: { _id: 1 } });
  return all;
}

/** Every group of projectors rebuilt together, named by its first. */
const groups = (() => {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const projector of allProjectors) {
    if (seen.has(projector.name)) continue;
    for (const member of rebuildGroup(allProjectors, projector.name).projectors) seen.add(member.name);
    names.push(projector.name);
  }
  return names;
})();

const request = (projector: string, i: number) => ({
  id: `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`,
  type: 'ProjectorRebuildRequested',
  data: { projector, at: '2026-12-01T10:00:00.000Z' },
  metadata: { commandId: `rebuild-${i}`, correlationId: `rebuild-${i}`, causationId: `rebuild-${i}`, at: '2026-12-01T10:00:00.000Z' },
});

/**
 * Rebuilding any projector on its own builds what a full replay builds: each frozen log is
 * projected, every group of projectors rebuilt in turn while the runner goes on, and the read
 * models compared with those of a replay of the same log into an empty store. A projector writing
 * a collection it does not declare fails its rebuild (the view refuses the write).
 */
describe('every projector rebuilt on its own', () => {
  it('builds the read models a full replay builds, over every frozen log', async () => {
    expect(groups.length).toBeGreaterThan(15);
    for (const name of FIXTURES) {
      const data = await tempDataDir();
      const fixture = await readFixture(name);
      const stored = openSqliteEventStore(path.join(data.dir, 'events.sqlite'));
      await loadFixture(stored, fixture.events);
      const log: EventStore = new EncryptingEventStore(stored, fixtureKeyStore(fixture.keys));
      const store = await GenerationalReadStore.open(await openMemoryReadStore({}));
      const runner = new ProjectionRunner(log, store, allProjectors);
      await runner.start();
      await runner.waitForPosition(await log.headPosition());
      for (const [i, group] of groups.entries()) {
        const { position } = await stored.append('projections', [request(group, i)], 'any');
        await runner.waitForPosition(position);
        await vi.waitFor(() => {
          expect(runner.health().rebuilds.filter((rebuild) => rebuild.failed)).toEqual([]);
          expect(runner.health().projectors.find((p) => p.name === group)?.generation).toBe(position);
        });
      }
      const rebuilt = await models(store);
      await runner.stop();

      const replayed = await openMemoryReadStore({});
      const replay = new ProjectionRunner(log, replayed, allProjectors);
      await replay.start();
      await replay.waitForPosition(await log.headPosition());
      await replay.stop();
      expect({ name, models: rebuilt }).toEqual({ name, models: await models(replayed) });
      expect(Object.values(rebuilt).flat().length).toBeGreaterThan(50);
      await log.close();
      await data.remove();
    }
  });
});
