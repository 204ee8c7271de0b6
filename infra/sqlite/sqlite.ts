import { createRequire } from 'node:module';
import { builtinDatabase, type NodeSqliteModule } from './builtinSqlite';

export type SqliteRunResult = { changes: number | bigint; lastInsertRowid: number | bigint };

/** The part of a prepared statement the stores use, the same on both drivers. */
export interface SqliteStatement<P extends unknown[] = unknown[], R = unknown> {
  run(...params: P): SqliteRunResult;
  get(...params: P): R | undefined;
  all(...params: P): R[];
  /** Rows as arrays of their columns, in the SELECT's order (then R is that array). */
  raw(arrays: true): SqliteStatement<P, R>;
}

/** The part of a connection the stores use, the same on both drivers. */
export interface SqliteDatabase {
  prepare<P extends unknown[] = unknown[], R = unknown>(sql: string): SqliteStatement<P, R>;
  exec(sql: string): void;
  /** `PRAGMA <setting>`, answering its rows. */
  pragma(setting: string): unknown[];
  /**
   * `fn` in a transaction (a savepoint when nested): committed when it returns, rolled back when it
   * throws. `immediate` takes the write lock at BEGIN: a transaction that reads before it writes
   * would otherwise fail with SQLITE_BUSY when another process wrote in between.
   */
  transaction<A extends unknown[], T>(fn: (...args: A) => T, mode?: 'immediate'): (...args: A) => T;
  /** An online copy of the database into `file`, consistent while others write. */
  backup(file: string): Promise<void>;
  close(): void;
  readonly open: boolean;
  readonly inTransaction: boolean;
}

export type SqliteOptions = { readonly?: boolean; fileMustExist?: boolean };

/**
 * Which SQLite binding runs: Node's own `node:sqlite` from Node 24 on, better-sqlite3 before.
 * Why: on Node 24.19 and later, better-sqlite3 12 aborts the whole process (a failed assertion
 * in node::RemoveEnvironmentCleanupHook) when the garbage collector frees one of its
 * statements, and its 13.x, which fixes that, does not run on Node 20. Errors of both carry
 * better-sqlite3's codes (`SQLITE_FULL`, `SQLITE_CONSTRAINT_UNIQUE`...).
 */
export const sqliteDriver: 'node:sqlite' | 'better-sqlite3' = Number(process.versions.node.split('.')[0]) >= 24 ? 'node:sqlite' : 'better-sqlite3';

const require = createRequire(import.meta.url);

export function openSqlite(file: string, options: SqliteOptions = {}): SqliteDatabase {
  if (sqliteDriver === 'node:sqlite') return builtinDatabase(require('node:sqlite') as NodeSqliteModule, file, options);
  const Database = require('better-sqlite3') as typeof import('better-sqlite3');
  const db = new Database(file, { readonly: options.readonly ?? false, fileMustExist: options.fileMustExist ?? false });
  const transaction = db.transaction.bind(db);
  return Object.assign(db, {
    transaction: <A extends unknown[], T>(fn: (...args: A) => T, mode?: 'immediate') => {
      const inner = transaction(fn);
      return mode === 'immediate' ? inner.immediate : inner;
    },
  }) as unknown as SqliteDatabase;
}

/** For the WAL checkpointer's thread: what it should load to open the same kind of connection. */
export function sqliteDriverModule(): string {
  return sqliteDriver === 'node:sqlite' ? 'node:sqlite' : require.resolve('better-sqlite3');
}
