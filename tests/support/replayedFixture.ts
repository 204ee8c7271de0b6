import path from 'node:path';
import type { StoredEvent } from '../../domain/ports/eventStore';
import { EncryptingEventStore } from '../../infra/eventstore/encryptingEventStore';
import { openSqliteEventStore } from '../../infra/eventstore/sqliteEventStore';
import { openMemoryReadStore } from '../../infra/readstore/memoryReadStore';
import { sqliteSearchIndex } from '../../infra/search/sqliteSearchIndex';
import { withSearch } from '../../projections/projectors';
import type { ReadStore } from '../../projections/readStore';
import type { SearchIndex } from '../../projections/searchIndex';
import { ProjectionRunner } from '../../projections/runner';
import { fixtureKeyStore, loadFixture, readFixture } from './fixtureLog';
import { tempDataDir } from './tempDataDir';

export type ReplayedFixture = { events: StoredEvent[]; store: ReadStore; search: SearchIndex; close: () => Promise<void> };

/** A frozen event log loaded into a fresh store and projected by today's code into fresh read models. */
export async function replayedFixture(name: string): Promise<ReplayedFixture> {
  const data = await tempDataDir();
  const { events, keys } = await readFixture(name);
  const log = openSqliteEventStore(path.join(data.dir, 'events.sqlite'));
  await loadFixture(log, events);
  const opened = new EncryptingEventStore(log, fixtureKeyStore(keys));
  const store = await openMemoryReadStore({});
  const search = sqliteSearchIndex(store);
  const runner = new ProjectionRunner(opened, store, withSearch(search));
  await runner.start();
  await runner.waitForPosition(await opened.headPosition());
  await runner.stop();
  await opened.close();
  return {
    events,
    store,
    search,
    close: async () => {
      await store.close();
      await data.remove();
    },
  };
}
