import path from 'node:path';
import type { EventStore } from '../domain/ports/eventStore';
import type { Config } from './config';
import { EncryptingEventStore } from './eventstore/encryptingEventStore';
import { openSqliteEventReader, type EventLogReader } from './eventstore/sqliteEventReader';
import { openSqliteKeyReader } from './keystore/sqliteKeyStore';

async function refuseWrites(): Promise<never> {
  throw new Error('The event log is open read-only');
}

/**
 * The event log for reading only, its personal fields opened with their owners' keys (a deleted
 * person's read empty): EventStoreDB's `$all` and the MongoDB key store when their URLs are set,
 * else the embedded files, opened read-only so that it runs beside a live server.
 */
export async function openEventLogReader(config: Pick<Config, 'dataDir' | 'eventStoreUrl' | 'mongoUrl'>): Promise<EventLogReader> {
  const log: EventLogReader = config.eventStoreUrl
    ? await (await import('./eventstore/eventStoreDbStore')).connectEventStoreDb(config.eventStoreUrl)
    : openSqliteEventReader(path.join(config.dataDir, 'events.sqlite'));
  const keys =
    config.eventStoreUrl && config.mongoUrl
      ? await (await import('./keystore/mongoKeyStore')).connectMongoKeyStore(config.mongoUrl)
      : openSqliteKeyReader(path.join(config.dataDir, 'keys.sqlite'));
  const readOnly: EventStore = {
    readAll: (after, limit) => log.readAll(after, limit),
    readStream: (stream, fromRevision) => log.readStream(stream, fromRevision),
    headPosition: () => log.headPosition(),
    close: () => log.close(),
    append: refuseWrites,
    subscribeToAll: () => {
      throw new Error('The event log is open read-only');
    },
  };
  return new EncryptingEventStore(readOnly, keys);
}
