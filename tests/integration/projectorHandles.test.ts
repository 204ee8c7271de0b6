import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EncryptingEventStore } from '../../infra/eventstore/encryptingEventStore';
import { openSqliteEventStore } from '../../infra/eventstore/sqliteEventStore';
import { openMemoryReadStore } from '../../infra/readstore/memoryReadStore';
import { sqliteSearchIndex } from '../../infra/search/sqliteSearchIndex';
import { moderationCollections } from '../../projections/moderationModels';
import type { Projector } from '../../projections/projector';
import { allProjectors, withSearch } from '../../projections/projectors';
import { collections } from '../../projections/readModels';
import type { EventStore } from '../../domain/ports/eventStore';
import { ProjectionRunner } from '../../projections/runner';
import { fixtureKeyStore, loadFixture, readFixture } from '../support/fixtureLog';
import { tempDataDir } from '../support/tempDataDir';

const names = [...Object.values(collections), ...Object.values(moderationCollections), 'searchEntries'];

/** Every read model the projectors build from `log`, collection by collection. */
async function project(log: EventStore, adapt: (projectors: Projector[]) => Projector[]) {
  const store = await openMemoryReadStore({});
  const runner = new ProjectionRunner(log, store, adapt(withSearch(sqliteSearchIndex(store))));
  await runner.start();
  await runner.waitForPosition(await log.headPosition());
  await runner.stop();
  const models: Record<string, unknown[]> = {};
  for (const name of names) models[name] = await store.collection(name).find({}, { sort: { _id: 1 } });
  await store.close();
  return models;
}

/**
 * The runner hands each projector only the event types it lists (a replay is mostly likes, which
 * most projectors have nothing to do with). A type left off a list would silently drop writes:
 * the frozen log, which has nearly every type, must build the same read models either way.
 */
describe("projectors' lists of the event types they handle", () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let log: EventStore;

  beforeAll(async () => {
    data = await tempDataDir();
    const fixture = await readFixture('event-log-2026-11-22');
    const stored = openSqliteEventStore(path.join(data.dir, 'events.sqlite'));
    await loadFixture(stored, fixture.events);
    log = new EncryptingEventStore(stored, fixtureKeyStore(fixture.keys));
  });
  afterAll(async () => {
    await log?.close();
    await data?.remove();
  });

  it('leave out nothing a projector writes for', async () => {
    const routed = await project(log, (projectors) => projectors);
    const unrouted = await project(log, (projectors) => projectors.map(({ handles: _, ...everything }) => everything));
    expect(Object.values(routed).flat().length).toBeGreaterThan(100);
    expect(routed).toEqual(unrouted);
  });

  it('are given by every projector but moderation, which notes the address of every act', () => {
    expect(allProjectors.filter((p) => !p.handles).map((p) => p.name)).toEqual(['moderation']);
  });
});
