import { openSqlite } from '../sqlite/sqlite';
import type { EventStore, StoredEvent } from '../../domain/ports/eventStore';

export type EventLogReader = Pick<EventStore, 'readAll' | 'readStream' | 'headPosition' | 'close'>;

type Row = [number, string, string, number, string, string, string];
const COLUMNS = 'position, id, stream, revision, type, data, metadata';

/**
 * The embedded event store opened read-only, for analysts: it reads a consistent view beside a
 * running server (WAL readers never block the writer) and can write nothing, not even a checkpoint.
 */
export function openSqliteEventReader(file: string): EventLogReader {
  const db = openSqlite(file, { readonly: true, fileMustExist: true });
  const after = db.prepare<[number, number], Row>(`SELECT ${COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`).raw(true);
  const stream = db.prepare<[string, number], Row>(`SELECT ${COLUMNS} FROM events WHERE stream = ? AND revision >= ? ORDER BY revision`).raw(true);
  const head = db.prepare<[], { p: number | null }>('SELECT MAX(position) AS p FROM events');
  const toStored = ([position, id, streamId, revision, type, data, metadata]: Row): StoredEvent => ({
    id,
    type,
    data: JSON.parse(data),
    metadata: JSON.parse(metadata),
    stream: streamId,
    revision,
    position,
  });
  return {
    readAll: async (from, limit) => after.all(from, limit).map(toStored),
    readStream: async (id, fromRevision = 0) => stream.all(id, fromRevision).map(toStored),
    headPosition: async () => head.get()?.p ?? 0,
    close: async () => void db.close(),
  };
}
