import type { LeaseStore } from '../../domain/ports/leaseStore';
import type { SqliteDatabase } from '../sqlite/sqlite';

const SCHEMA = 'CREATE TABLE IF NOT EXISTS leases (name TEXT PRIMARY KEY, holder TEXT NOT NULL, expiresAt INTEGER NOT NULL)';

/**
 * Leases in a table of the event store's database, which every process on the machine opens.
 * One upsert decides: its WHERE lets the update through only for the same holder or an expired
 * lease, and SQLite runs the statement under the database's write lock, so two processes asking
 * at once cannot both get it.
 */
export function sqliteLeaseStore(db: SqliteDatabase): LeaseStore {
  db.exec(SCHEMA);
  const take = db.prepare<[string, string, number, number]>(
    `INSERT INTO leases (name, holder, expiresAt) VALUES (?, ?, ?)
     ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expiresAt = excluded.expiresAt
     WHERE leases.holder = excluded.holder OR leases.expiresAt <= ?`,
  );
  const give = db.prepare<[string, string]>('DELETE FROM leases WHERE name = ? AND holder = ?');
  return {
    async acquire(name, holder, ttlMs, now) {
      const at = now.getTime();
      return Number(take.run(name, holder, at + ttlMs, at).changes) === 1;
    },
    async release(name, holder) {
      give.run(name, holder);
    },
  };
}
