import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { openSqlite, type SqliteDatabase } from '../sqlite/sqlite';
import type { KeyStore } from '../../domain/ports/keyStore';

const KEY_BYTES = 32;

/**
 * Keys in their own SQLite file. A destroyed key leaves a row with no key, so it is never made
 * again; `secure_delete` zeroes the bytes it freed, and the write-ahead log, which still holds
 * the page as it was, is checkpointed and truncated before `destroy` resolves.
 */
export class SqliteKeyStore implements KeyStore {
  private readonly db: SqliteDatabase;
  private readonly stmt;

  constructor(file: string) {
    this.db = openSqlite(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('secure_delete = ON');
    this.db.exec('CREATE TABLE IF NOT EXISTS keys (owner TEXT PRIMARY KEY, key BLOB)');
    this.stmt = {
      get: this.db.prepare<[string], { key: Uint8Array | null }>('SELECT key FROM keys WHERE owner = ?'),
      insert: this.db.prepare('INSERT OR IGNORE INTO keys (owner, key) VALUES (?, ?)'),
      destroy: this.db.prepare('INSERT INTO keys (owner, key) VALUES (?, NULL) ON CONFLICT (owner) DO UPDATE SET key = NULL'),
    };
  }

  async keyFor(ownerId: string): Promise<Buffer | null> {
    const row = this.stmt.get.get(ownerId);
    if (row) return keyOf(row);
    this.stmt.insert.run(ownerId, randomBytes(KEY_BYTES));
    return keyOf(this.stmt.get.get(ownerId));
  }

  async existingKey(ownerId: string): Promise<Buffer | null> {
    return keyOf(this.stmt.get.get(ownerId));
  }

  async destroy(ownerId: string): Promise<void> {
    this.stmt.destroy.run(ownerId);
    this.db.pragma('wal_checkpoint(TRUNCATE)');
  }

  async close(): Promise<void> {
    if (!this.db.open) return;
    // A checkpoint the disk refuses leaves the keys in the write-ahead log, which is as durable
    // and is read back at the next open: the file is closed all the same, and the error thrown.
    try {
      this.db.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      this.db.close();
    }
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
  const db = openSqlite(file, { readonly: true, fileMustExist: true });
  const get = db.prepare<[string], { key: Uint8Array | null }>('SELECT key FROM keys WHERE owner = ?');
  const existingKey = async (ownerId: string) => keyOf(get.get(ownerId));
  return { keyFor: existingKey, existingKey, destroy: readOnly, close: async () => void db.close() };
}

/** A key as a Buffer: better-sqlite3 reads BLOBs as Buffers, node:sqlite as plain Uint8Arrays. */
function keyOf(row: { key: Uint8Array | null } | undefined): Buffer | null {
  const key = row?.key;
  if (!key) return null;
  return Buffer.isBuffer(key) ? key : Buffer.from(key.buffer, key.byteOffset, key.byteLength);
}

async function readOnly(): Promise<never> {
  throw new Error('This key store is open read-only');
}
