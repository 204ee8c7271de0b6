import type { SqliteDatabase, SqliteOptions, SqliteStatement } from './sqlite';

// The part of node:sqlite used here (Node 24; @types/node 20 does not describe it).
type NodeStatement = {
  run(...params: unknown[]): { changes: number | bigint; lastInsertRowid: number | bigint };
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  setReturnArrays(enabled: boolean): void;
};
type NodeDatabase = {
  prepare(sql: string): NodeStatement;
  exec(sql: string): void;
  close(): void;
  readonly isTransaction: boolean;
  readonly isOpen: boolean;
};
export type NodeSqliteModule = {
  DatabaseSync: new (file: string, options: { readOnly?: boolean; timeout?: number }) => NodeDatabase;
  backup(source: NodeDatabase, file: string): Promise<number>;
};

// better-sqlite3 waits this long for a lock by default; node:sqlite would fail at once.
const BUSY_TIMEOUT_MS = 5000;

const PRIMARY_CODES = [
  'OK',
  'ERROR',
  'INTERNAL',
  'PERM',
  'ABORT',
  'BUSY',
  'LOCKED',
  'NOMEM',
  'READONLY',
  'INTERRUPT',
  'IOERR',
  'CORRUPT',
  'NOTFOUND',
  'FULL',
  'CANTOPEN',
  'PROTOCOL',
  'EMPTY',
  'SCHEMA',
  'TOOBIG',
  'CONSTRAINT',
  'MISMATCH',
  'MISUSE',
  'NOLFS',
  'AUTH',
  'FORMAT',
  'RANGE',
  'NOTADB',
];
const EXTENDED_CODES: Record<number, string> = {
  275: 'CONSTRAINT_CHECK',
  787: 'CONSTRAINT_FOREIGNKEY',
  1299: 'CONSTRAINT_NOTNULL',
  1555: 'CONSTRAINT_PRIMARYKEY',
  2067: 'CONSTRAINT_UNIQUE',
};

/** node:sqlite's error carries its SQLite code as a number; name it as better-sqlite3 does. */
function named(error: unknown): unknown {
  const errcode = (error as { errcode?: unknown })?.errcode;
  if (typeof errcode === 'number') (error as { code: string }).code = `SQLITE_${EXTENDED_CODES[errcode] ?? PRIMARY_CODES[errcode & 0xff] ?? 'ERROR'}`;
  return error;
}

function guarded<A extends unknown[], T>(call: (...args: A) => T): (...args: A) => T {
  return (...args) => {
    try {
      return call(...args);
    } catch (error) {
      throw named(error);
    }
  };
}

function statement<P extends unknown[], R>(inner: NodeStatement): SqliteStatement<P, R> {
  const wrapped: SqliteStatement<P, R> = {
    run: guarded((...params: P) => inner.run(...params)),
    get: guarded((...params: P) => inner.get(...params) as R | undefined),
    all: guarded((...params: P) => inner.all(...params) as R[]),
    raw(arrays) {
      inner.setReturnArrays(arrays);
      return wrapped;
    },
  };
  return wrapped;
}

/** A node:sqlite connection behind the interface the stores use (see sqlite.ts). */
export function builtinDatabase(sqlite: NodeSqliteModule, file: string, options: SqliteOptions): SqliteDatabase {
  const db = guarded(() => new sqlite.DatabaseSync(file, { readOnly: options.readonly ?? false, timeout: BUSY_TIMEOUT_MS }))();
  const exec = guarded((sql: string) => db.exec(sql));
  let depth = 0;
  return {
    prepare: <P extends unknown[], R>(sql: string) => statement<P, R>(guarded(() => db.prepare(sql))()),
    exec,
    pragma: guarded((setting: string) => db.prepare(`PRAGMA ${setting}`).all()),
    transaction<A extends unknown[], T>(fn: (...args: A) => T, mode?: 'immediate') {
      return (...args: A): T => {
        const savepoint = depth > 0 ? `glimpse_${depth}` : null;
        exec(savepoint ? `SAVEPOINT ${savepoint}` : mode === 'immediate' ? 'BEGIN IMMEDIATE' : 'BEGIN');
        depth++;
        try {
          const result = fn(...args);
          exec(savepoint ? `RELEASE ${savepoint}` : 'COMMIT');
          return result;
        } catch (error) {
          // A failed COMMIT may already have ended the transaction (SQLITE_FULL does).
          if (db.isTransaction) exec(savepoint ? `ROLLBACK TO ${savepoint}; RELEASE ${savepoint}` : 'ROLLBACK');
          throw error;
        } finally {
          depth--;
        }
      };
    },
    backup: async (target) => {
      try {
        await sqlite.backup(db, target);
      } catch (error) {
        throw named(error);
      }
    },
    close: () => db.close(),
    get open() {
      return db.isOpen;
    },
    get inTransaction() {
      return db.isTransaction;
    },
  };
}
