import path from 'node:path';
import type { Config } from './config';
import { openSqliteEventReader, type EventLogReader } from './eventstore/sqliteEventReader';

/** The event log for reading only: EventStoreDB's `$all` when its URL is set, else the embedded file. */
export async function openEventLogReader(config: Pick<Config, 'dataDir' | 'eventStoreUrl'>): Promise<EventLogReader> {
  if (config.eventStoreUrl) return (await import('./eventstore/eventStoreDbStore')).connectEventStoreDb(config.eventStoreUrl);
  return openSqliteEventReader(path.join(config.dataDir, 'events.sqlite'));
}
