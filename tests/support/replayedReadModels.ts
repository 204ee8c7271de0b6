import path from 'node:path';
import type { EventStore } from '../../domain/ports/eventStore';
import { EncryptingEventStore } from '../../infra/eventstore/encryptingEventStore';
import { openSqliteEventStore } from '../../infra/eventstore/sqliteEventStore';
import { openSqliteKeyReader } from '../../infra/keystore/sqliteKeyStore';
import { openMemoryReadStore } from '../../infra/readstore/memoryReadStore';
import { readSnapshot } from '../../infra/readstore/snapshot';
import { sqliteSearchIndex } from '../../infra/search/sqliteSearchIndex';
import { withSearch } from '../../projections/projectors';
import type { Doc } from '../../projections/readStore';
import { ProjectionRunner } from '../../projections/runner';

/** The read models a user sees (people, posts and what counts them), each sorted by id. */
export const COMPARED = ['users', 'posts', 'likes', 'follows', 'comments', 'stories'] as const;
export type ReadModels = Record<(typeof COMPARED)[number], Doc[]>;

const byId = (docs: Doc[]) => [...docs].sort((a, b) => String(a._id).localeCompare(String(b._id)));

/** Only the events up to `last`: the history as it stood then. */
function upTo(events: EventStore, last: number): EventStore {
  return {
    append: events.append.bind(events),
    readStream: events.readStream.bind(events),
    readAll: events.readAll.bind(events),
    close: events.close.bind(events),
    headPosition: async () => Math.min(last, await events.headPosition()),
    subscribeToAll: (after, handler) => events.subscribeToAll(after, (e) => (e.position <= last ? handler(e) : undefined)),
  };
}

/** The read models a stopped server's data folder yields when its events (up to `last`) are projected afresh. */
export async function replayedReadModels(dataDir: string, last = Infinity): Promise<ReadModels> {
  const sqlite = openSqliteEventStore(path.join(dataDir, 'events.sqlite'));
  const events = upTo(new EncryptingEventStore(sqlite, openSqliteKeyReader(path.join(dataDir, 'keys.sqlite'))), last);
  const readStore = await openMemoryReadStore();
  const runner = new ProjectionRunner(events, readStore, withSearch(sqliteSearchIndex(readStore)));
  try {
    await runner.start();
    await runner.waitForPosition(await events.headPosition(), 120_000);
    const models = {} as ReadModels;
    for (const name of COMPARED) models[name] = byId(await readStore.collection(name).find({}));
    return models;
  } finally {
    await runner.stop();
    await events.close();
  }
}

/** The read models in a stopped server's snapshot. */
export async function snapshotReadModels(dataDir: string): Promise<ReadModels> {
  const snapshot = (await readSnapshot(path.join(dataDir, 'read-models.snapshot'))) ?? [];
  const models = {} as ReadModels;
  for (const name of COMPARED) models[name] = byId(snapshot.find((c) => c.name === name)?.docs ?? []);
  return models;
}
