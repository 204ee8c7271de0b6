import type { SqliteDatabase } from '../../infra/sqlite/sqlite';
import type { ThrottleBook, ThrottleCounter } from './throttleBook';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS login_throttle (
    scope TEXT NOT NULL, key TEXT NOT NULL,
    failures INTEGER NOT NULL, since INTEGER NOT NULL, lockedUntil INTEGER NOT NULL, locks INTEGER NOT NULL,
    PRIMARY KEY (scope, key)
  );
  CREATE TABLE IF NOT EXISTS login_usual_addresses (
    scope TEXT NOT NULL, name TEXT NOT NULL, addresses TEXT NOT NULL, touched INTEGER NOT NULL,
    PRIMARY KEY (scope, name)
  )`;

/**
 * A throttle's book in the event store's database, shared by the processes of one machine;
 * `scope` keeps the throttles apart (sign-in, admin code, two-factor codes, confirmations). A
 * change runs in an IMMEDIATE transaction: it holds the write lock from its read on, so two
 * processes counting one key at once both count. Keys, names and addresses are stored as their
 * `opaque` (keyed) hashes: the file keeps no username or address in the clear, as the events keep none.
 */
export function sqliteThrottleBook(db: SqliteDatabase, scope: string, opaque: (value: string) => string): ThrottleBook {
  db.exec(SCHEMA);
  const read = db.prepare<[string, string], ThrottleCounter>('SELECT failures, since, lockedUntil, locks FROM login_throttle WHERE scope = ? AND key = ?');
  const write = db.prepare<[string, string, number, number, number, number]>(
    'INSERT OR REPLACE INTO login_throttle (scope, key, failures, since, lockedUntil, locks) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const remove = db.prepare<[string, string]>('DELETE FROM login_throttle WHERE scope = ? AND key = ?');
  const usual = db.prepare<[string, string], { addresses: string }>('SELECT addresses FROM login_usual_addresses WHERE scope = ? AND name = ?');
  const setUsual = db.prepare<[string, string, string, number]>(
    'INSERT OR REPLACE INTO login_usual_addresses (scope, name, addresses, touched) VALUES (?, ?, ?, ?)',
  );
  const usualOf = (name: string): string[] => {
    const row = usual.get(scope, opaque(name));
    return row ? (JSON.parse(row.addresses) as string[]) : [];
  };
  return {
    counter: (key) => read.get(scope, opaque(key)),
    change(key, next) {
      const hashed = opaque(key);
      db.exec('BEGIN IMMEDIATE');
      try {
        const counter = next(read.get(scope, hashed));
        write.run(scope, hashed, counter.failures, counter.since, counter.lockedUntil, counter.locks);
        db.exec('COMMIT');
        return counter;
      } catch (error) {
        if (db.inTransaction) db.exec('ROLLBACK');
        throw error;
      }
    },
    forget: (key) => void remove.run(scope, opaque(key)),
    isUsual: (name, address) => usualOf(name).includes(opaque(address)),
    addUsual(name, address, keep) {
      const mine = opaque(address);
      const addresses = [mine, ...usualOf(name).filter((a) => a !== mine)].slice(0, keep);
      setUsual.run(scope, opaque(name), JSON.stringify(addresses), Date.now());
    },
  };
}

/**
 * The leader's sweep: forgets counters a window quiet (they count as new again anyway) and keeps
 * the `maxTracked` accounts' usual addresses most recently signed in to, as memory keeps them.
 */
export function sweepThrottleBooks(db: SqliteDatabase, now: Date, windowMs: number, maxTracked: number): void {
  db.exec(SCHEMA);
  const quietSince = now.getTime() - windowMs;
  db.prepare('DELETE FROM login_throttle WHERE since < ? AND lockedUntil < ?').run(quietSince, quietSince);
  db.prepare('DELETE FROM login_usual_addresses WHERE rowid NOT IN (SELECT rowid FROM login_usual_addresses ORDER BY touched DESC LIMIT ?)').run(maxTracked);
}
