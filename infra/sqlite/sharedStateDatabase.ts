import { openSqlite, type SqliteDatabase, type SqliteStatement } from './sqlite';

/**
 * A second connection to the event store's file, for the little state that processes sharing it
 * must share: the leader's lease, rate limits, the sign-in throttle, each in its own table.
 * Unlike the events, none of it needs to survive a power cut, so its commits are not fsynced
 * (synchronous = NORMAL: in WAL mode a commit is then a write into the log, tens of microseconds,
 * where FULL costs a flush to the disk). It never checkpoints the log itself (a checkpoint inside
 * a commit stalls the event loop): `afterWrite` tells the event store's checkpoint thread instead.
 */
export function openSharedStateDatabase(file: string, afterWrite: () => void): SqliteDatabase {
  const db = openSqlite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('wal_autocheckpoint = 0');
  const written = () => {
    if (!db.inTransaction) afterWrite();
  };
  const hooked = <P extends unknown[], R>(statement: SqliteStatement<P, R>): SqliteStatement<P, R> => {
    const wrapped: SqliteStatement<P, R> = {
      run(...params) {
        const result = statement.run(...params);
        written();
        return result;
      },
      // An upsert's RETURNING comes through get.
      get(...params) {
        const row = statement.get(...params);
        written();
        return row;
      },
      all: (...params) => statement.all(...params),
      raw(arrays) {
        statement.raw(arrays);
        return wrapped;
      },
    };
    return wrapped;
  };
  return {
    prepare: <P extends unknown[], R>(sql: string) => hooked(db.prepare<P, R>(sql)),
    exec(sql) {
      db.exec(sql);
      written();
    },
    pragma: (setting) => db.pragma(setting),
    transaction<A extends unknown[], T>(fn: (...args: A) => T, mode?: 'immediate') {
      const inner = db.transaction(fn, mode);
      return (...args: A) => {
        const result = inner(...args);
        written();
        return result;
      };
    },
    backup: (target) => db.backup(target),
    close: () => db.close(),
    get open() {
      return db.open;
    },
    get inTransaction() {
      return db.inTransaction;
    },
  };
}
