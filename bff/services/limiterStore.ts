import { createHmac } from 'node:crypto';
import { RateLimiterMemory, type RateLimiterRes, RateLimiterSQLite } from 'rate-limiter-flexible';
import type { SqliteDatabase } from '../../infra/sqlite/sqlite';

const TABLE = 'rate_limits';

/**
 * Where counts of writes, sign-in attempts and socket openings are kept: the event store's
 * database when the embedded engines run (every process on the machine counts in one table, so
 * the Nth request is refused whichever process gets it), this process's memory otherwise.
 */
export type LimiterStore =
  | { kind: 'memory' }
  | {
      kind: 'sqlite';
      db: SqliteDatabase;
      /** A keyed hash of a count's key: the file keeps no address, username or id in the clear, as the events keep none. */
      opaque: (key: string) => string;
    };

/** The part of a rate limiter the counters use. */
export type Limiter = {
  readonly points: number;
  consume(key: string): Promise<RateLimiterRes>;
  reward(key: string): Promise<unknown>;
  get(key: string): Promise<RateLimiterRes | null>;
};

export const memoryLimiters: LimiterStore = { kind: 'memory' };

/** Counts in `db`, their keys hashed with `secret` (the server's name secret). */
export function sqliteLimiters(db: SqliteDatabase, secret: string): LimiterStore {
  // The library makes its table in a promise it does not wait for; made here, the first count cannot come before it.
  db.exec(`CREATE TABLE IF NOT EXISTS ${TABLE} (key TEXT PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire INTEGER)`);
  const opaque = (key: string) => createHmac('sha256', secret).update(key).digest('base64url').slice(0, 32);
  return { kind: 'sqlite', db: preparingOnce(db), opaque };
}

/** The library prepares its statement at every count; kept here, a count costs half as much. */
function preparingOnce(db: SqliteDatabase): SqliteDatabase {
  const prepared = new Map<string, ReturnType<SqliteDatabase['prepare']>>();
  return {
    prepare<P extends unknown[], R>(sql: string) {
      const statement = prepared.get(sql) ?? db.prepare(sql);
      prepared.set(sql, statement);
      return statement as unknown as ReturnType<typeof db.prepare<P, R>>;
    },
    exec: (sql) => db.exec(sql),
    pragma: (setting) => db.pragma(setting),
    transaction: (fn, mode) => db.transaction(fn, mode),
    backup: (file) => db.backup(file),
    close: () => db.close(),
    get open() {
      return db.open;
    },
    get inTransaction() {
      return db.inTransaction;
    },
  };
}

/** `points` per `duration` seconds for each key under `keyPrefix`, counted in `store`. */
export function limiterIn(store: LimiterStore, options: { points: number; duration: number; keyPrefix: string }): Limiter {
  if (store.kind === 'memory') return new RateLimiterMemory(options);
  // better-sqlite3's calls (prepare, transaction) are what SqliteDatabase offers on either driver.
  const limiter = new RateLimiterSQLite({ ...options, storeClient: store.db, storeType: 'better-sqlite3', tableName: TABLE, tableCreated: true });
  const { opaque } = store;
  return {
    points: limiter.points,
    consume: (key) => limiter.consume(opaque(key)),
    reward: (key) => limiter.reward(opaque(key)),
    get: (key) => limiter.get(opaque(key)),
  };
}

/** Forgets counts whose window ended over an hour ago (the leader's sweep: anyone's counts, one table). */
export function sweepExpiredLimits(store: LimiterStore, now: Date): void {
  if (store.kind === 'sqlite') store.db.prepare(`DELETE FROM ${TABLE} WHERE expire < ?`).run(now.getTime() - 3_600_000);
}
