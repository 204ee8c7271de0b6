import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { KeyStore } from '../../domain/ports/keyStore';

const KEY_BYTES = 32;

/**
 * Keys in their own SQLite file. A destroyed key leaves a row with no key, so it is never made
 * again; `secure_delete` zeroes the bytes it freed, and the write-ahead log, which still holds
 * the page as it was, is checkpointed and truncated before `destroy` resolves.
 */
export class SqliteKeyStore implements KeyStore {
  private readonly db: Database.Database;
  private readonly stmt;

  constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('secure_delete = ON');
    this.db.exec('CREATE TABLE IF NOT EXISTS keys (owner TEXT PRIMARY KEY, key BLOB)');
    this.stmt = {
      get: this.db.prepare<[string], { key: Buffer | null }>('SELECT key FROM keys WHERE owner = ?'),
      insert: this.db.prepare('INSERT OR IGNORE INTO keys (owner, key) VALUES (?, ?)'),
      destroy: this.db.prepare('INSERT INTO keys (owner, key) VALUES (?, NULL) ON CONFLICT (owner) DO UPDATE SET key = NULL'),
    };
  }

  async keyFor(ownerId: string): Promise<Buffer | null> {
    const row = this.stmt.get.get(ownerId);
    if (row) return row.key;
    this.stmt.insert.run(ownerId, randomBytes(KEY_BYTES));
    return this.stmt.get.get(ownerId)?.key ?? null;
  }

  async existingKey(ownerId: string): Promise<Buffer | null> {
    return this.stmt.get.get(ownerId)?.key ?? null;
  }

  async destroy(ownerId: string): Promise<void> {
    this.stmt.destroy.run(ownerId);
    this.db.pragma('wal_checkpoint(TRUNCATE)');
  }

  async close(): Promise<void> {
    if (!this.db.open) return;
    this.db.pragma('wal_checkpoint(TRUNCATE)');
    this.db.close();
  }
}

export function openSqliteKeyStore(file: string): KeyStore {
  return new SqliteKeyStore(file);
}

/**
 * The key file opened read-only, for tools that read the history beside a running server: it
 * opens what it can and makes, destroys and checkpoints nothing. A missing file holds no keys.
 */
export function openSqliteKeyReader(file: string): KeyStore {
  if (!existsSync(file)) return { keyFor: async () => null, existingKey: async () => null, destroy: readOnly, close: async () => {} };
  const db = new Database(file, { readonly: true, fileMustExist: true });
  const get = db.prepare<[string], { key: Buffer | null }>('SELECT key FROM keys WHERE owner = ?');
  const existingKey = async (ownerId: string) => get.get(ownerId)?.key ?? null;
  return { keyFor: existingKey, existingKey, destroy: readOnly, close: async () => void db.close() };
}

async function readOnly(): Promise<never> {
  throw new Error('This key store is open read-only');
}
