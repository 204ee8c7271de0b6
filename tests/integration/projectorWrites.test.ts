import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../domain/events';
import type { StoredEvent } from '../../domain/ports/eventStore';
import { EncryptingEventStore } from '../../infra/eventstore/encryptingEventStore';
import { openSqliteEventStore } from '../../infra/eventstore/sqliteEventStore';
import { openMemoryReadStore } from '../../infra/readstore/memoryReadStore';
import type { Projector } from '../../projections/projector';
import { allProjectors } from '../../projections/projectors';
import type { Collection, Doc, ReadStore } from '../../projections/readStore';
import { ProjectionRunner } from '../../projections/runner';
import { fixtureKeyStore, loadFixture, readFixture, frozenLogNames } from '../support/fixtureLog';
import { tempDataDir } from '../support/tempDataDir';

const FIXTURES = frozenLogNames();
const WRITES = ['insertOne', 'updateOne', 'updateMany', 'deleteOne', 'deleteMany', 'createIndex'] as const;

/** The store as one projector sees it, noting each collection it writes. */
function recording(store: ReadStore, written: Set<string>): ReadStore {
  return {
    ...store,
    collection: <T extends Doc = Doc>(name: string) => {
      const collection = store.collection<T>(name);
      const noted = Object.create(collection) as Collection<T>;
      for (const method of WRITES) {
        noted[method] = ((...args: never[]) => {
          written.add(name);
          return (collection[method] as (...a: never[]) => unknown)(...args);
        }) as never;
      }
      return noted;
    },
  };
}

/**
 * A projector rebuilt on its own starts the collections it declares empty, and only those: one it
 * writes without declaring would be written into the read models being served, and one shared
 * with an undeclared writer would lose that writer's part. Every frozen log is projected and each
 * projector's writes are held to its declaration.
 */
describe("projectors' declarations of the collections they write", () => {
  it('name every collection each projector writes', async () => {
    const written = new Map(allProjectors.map((projector) => [projector.name, new Set<string>()]));
    const noting = allProjectors.map(
      (projector): Projector => ({
        ...projector,
        setup: (store) => projector.setup(recording(store, written.get(projector.name)!)),
        apply: (event: DomainEvent, stored: StoredEvent, store: ReadStore) => projector.apply(event, stored, recording(store, written.get(projector.name)!)),
      }),
    );
    for (const name of FIXTURES) {
      const data = await tempDataDir();
      const fixture = await readFixture(name);
      const stored = openSqliteEventStore(path.join(data.dir, 'events.sqlite'));
      await loadFixture(stored, fixture.events);
      const log = new EncryptingEventStore(stored, fixtureKeyStore(fixture.keys));
      const runner = new ProjectionRunner(log, await openMemoryReadStore({}), noting);
      await runner.start();
      await runner.waitForPosition(await log.headPosition());
      await runner.stop();
      await log.close();
      await data.remove();
    }
    const undeclared = allProjectors.flatMap((p) => [...written.get(p.name)!].filter((c) => !p.writes?.includes(c)).map((c) => `${p.name} -> ${c}`));
    expect(undeclared).toEqual([]);
    // Each one wrote something: the logs reach every projector, so the check above checks them all.
    expect(allProjectors.filter((p) => written.get(p.name)!.size === 0).map((p) => p.name)).toEqual([]);
  });
});
