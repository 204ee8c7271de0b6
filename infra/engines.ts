import path from 'node:path';
import type { BacklogReader, EventStore } from '../domain/ports/eventStore';
import type { KeyStore } from '../domain/ports/keyStore';
import type { LeaseStore } from '../domain/ports/leaseStore';
import type { MediaStore } from '../domain/ports/mediaStore';
import type { ChangeNoticeBus } from '../projections/changeNotices';
import { GenerationalReadStore } from '../projections/generations';
import type { ReadStore } from '../projections/readStore';
import type { SearchIndex } from '../projections/searchIndex';
import type { Config } from './config';
import { EncryptingEventStore } from './eventstore/encryptingEventStore';
import { openSqliteEventStore, type SqliteEventStore } from './eventstore/sqliteEventStore';
import { workerBacklogReader } from './eventstore/workerBacklogReader';
import { openSqliteKeyStore } from './keystore/sqliteKeyStore';
import { memoryLeaseStore } from './leases/memoryLeaseStore';
import { sqliteLeaseStore } from './leases/sqliteLeaseStore';
import type { SqliteDatabase } from './sqlite/sqlite';
import { openDiskMediaStore } from './media/diskMediaStore';
import { openScratchFolder } from './media/scratchFolder';
import { openMemoryReadStore } from './readstore/memoryReadStore';
import { readStoreSearchIndex } from './search/readStoreSearchIndex';
import { sqliteSearchIndex } from './search/sqliteSearchIndex';

export type Engines = {
  events: EventStore;
  /** The same log read by a worker thread, for a projection runner catching up a long backlog. */
  backlog: BacklogReader;
  /** Collections named logically, each read in its current generation (a projector rebuilt while serving: projections/rebuild.ts). */
  readStore: GenerationalReadStore;
  /** Settles once the read store has taken in all of its snapshot (it answers before: see memoryReadStore). */
  restored: Promise<void>;
  media: MediaStore;
  /** A private folder in the data folder for uploads and video work in progress (emptied at start). */
  scratch: string;
  search: SearchIndex;
  /**
   * The event store's SQLite database, for what the processes sharing it share (rate limits, the
   * sign-in throttle); null with EventStoreDB, where each process counts in its own memory.
   */
  sharedState: SqliteDatabase | null;
  /**
   * Where the leader's lease is kept: in MongoDB when it is set (the processes sharing the read
   * models share it), else beside the embedded events, else in memory (one process leads alone).
   */
  leases: LeaseStore;
  /** The embedded log's commits, for processes sharing its file to wake each other; null with EventStoreDB, which pushes to every subscriber itself. */
  commits: Pick<SqliteEventStore, 'onCommitted' | 'otherProcessCommitted' | 'watchOtherProcesses'> | null;
  /**
   * The change notices between a projector and the API instances (MongoDB's, when it is set);
   * closing it closes the lease's connection too, so it closes after the lease is given up.
   */
  notices: ChangeNoticeBus | null;
  description: string;
};

/**
 * EventStoreDB, MongoDB and S3 when their URLs are set; the embedded engines in the data folder
 * otherwise. The server drivers load only when used: together they add 0.4 s to every start.
 */
export async function openEngines(
  config: Pick<Config, 'dataDir' | 'eventStoreUrl' | 'mongoUrl'> & Partial<Pick<Config, 's3'>>,
  options: { worker?: boolean } = {},
): Promise<Engines> {
  const embedded = config.eventStoreUrl ? null : openSqliteEventStore(path.join(config.dataDir, 'events.sqlite'));
  const store = embedded ?? (await (await import('./eventstore/eventStoreDbStore')).connectEventStoreDb(config.eventStoreUrl!));
  const sharedState = embedded?.sharedState() ?? null;
  const coordination = config.mongoUrl
    ? await (await import('./notices/mongoCoordination')).connectMongoCoordination(config.mongoUrl).catch(async (error) => {
        await store.close();
        throw error;
      })
    : null;
  const leases = coordination?.leases ?? (sharedState ? sqliteLeaseStore(sharedState) : memoryLeaseStore());
  const notices = coordination?.notices ?? null;
  let base: ReadStore | null = null;
  let readStore: GenerationalReadStore;
  let restored = Promise.resolve();
  try {
    if (config.mongoUrl) base = await (await import('./readstore/mongoReadStore')).connectMongoReadStore(config.mongoUrl);
    else {
      const memory = await openMemoryReadStore({ snapshotFile: path.join(config.dataDir, 'read-models.snapshot') });
      restored = memory.restored.catch(() => undefined);
      base = memory;
    }
    readStore = await GenerationalReadStore.open(base);
  } catch (error) {
    await notices?.close();
    await base?.close();
    await store.close();
    throw error;
  }
  // Search: MongoDB's own indexes with a server; SQLite FTS5 in memory, loaded from the read store, without.
  const search = config.mongoUrl ? readStoreSearchIndex(readStore) : sqliteSearchIndex(readStore);
  // Every event goes through the personal-data encryption. The keys live in the data folder, or in
  // MongoDB (a database of their own) when EventStoreDB holds the events and MongoDB is set too.
  let keys: KeyStore;
  try {
    keys =
      config.eventStoreUrl && config.mongoUrl
        ? await (await import('./keystore/mongoKeyStore')).connectMongoKeyStore(config.mongoUrl)
        : openSqliteKeyStore(path.join(config.dataDir, 'keys.sqlite'));
  } catch (error) {
    await notices?.close();
    await readStore.close();
    await store.close();
    throw error;
  }
  const events = new EncryptingEventStore(store, keys);
  let media: MediaStore;
  try {
    media = config.s3
      ? await (await import('./media/s3MediaStore')).connectS3MediaStore(config.s3)
      : await openDiskMediaStore(path.join(config.dataDir, 'media'));
  } catch (error) {
    await notices?.close();
    await events.close();
    await readStore.close();
    throw error;
  }
  const scratch = await openScratchFolder(path.join(config.dataDir, 'scratch'), options);
  const description = [
    config.eventStoreUrl ? `EventStoreDB at ${config.eventStoreUrl}` : 'embedded SQLite event store',
    config.mongoUrl ? `MongoDB at ${config.mongoUrl}` : 'embedded read store',
    config.s3 ? `media in bucket ${config.s3.bucket} at ${config.s3.url}` : 'media on the disk',
  ].join(', ');
  const backlog = workerBacklogReader({ dataDir: config.dataDir, eventStoreUrl: config.eventStoreUrl, mongoUrl: config.mongoUrl });
  return { events, backlog, readStore, restored, media, scratch, search, sharedState, leases, commits: embedded, notices, description };
}
