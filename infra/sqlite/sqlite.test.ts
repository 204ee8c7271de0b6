import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSqlite, sqliteDriver } from './sqlite';

// The same behaviour from both drivers; CI runs this on Node 20 (better-sqlite3) and Node 24 (node:sqlite).
describe(`SQLite through ${sqliteDriver}`, () => {
  const table = () => {
    const db = openSqlite(':memory:');
    db.exec('CREATE TABLE t (id TEXT PRIMARY KEY, n INTEGER, b BLOB)');
    return db;
  };

  it('reads rows as objects or as arrays, and blobs as bytes', () => {
    const db = table();
    db.prepare('INSERT INTO t VALUES (?, ?, ?)').run('a', 1, Buffer.from([1, 2, 3]));
    expect(db.prepare<[string], { id: string; n: number }>('SELECT id, n FROM t WHERE id = ?').get('a')).toEqual({ id: 'a', n: 1 });
    expect(db.prepare<[], [string, number]>('SELECT id, n FROM t').raw(true).all()).toEqual([['a', 1]]);
    expect([...db.prepare<[], { b: Uint8Array }>('SELECT b FROM t').get()!.b]).toEqual([1, 2, 3]);
    expect(db.prepare('SELECT id FROM t WHERE id = ?').get('none')).toBeUndefined();
  });

  it('commits a transaction, rolls back one that throws, and a nested one on its own', () => {
    const db = table();
    const insert = db.prepare('INSERT INTO t (id, n) VALUES (?, ?)');
    db.transaction(() => insert.run('a', 1))();
    expect(() =>
      db.transaction(() => {
        insert.run('b', 2);
        insert.run('a', 3);
      })(),
    ).toThrow();
    const outer = db.transaction(() => {
      insert.run('c', 4);
      try {
        db.transaction(() => {
          insert.run('d', 5);
          insert.run('c', 6);
        })();
      } catch {
        // the inner one alone is undone
      }
      expect(db.inTransaction).toBe(true);
    });
    outer();
    expect(db.inTransaction).toBe(false);
    expect(db.prepare<[], [string]>('SELECT id FROM t ORDER BY id').raw(true).all().flat()).toEqual(['a', 'c']);
  });

  it("names errors with better-sqlite3's codes", () => {
    const db = table();
    db.prepare('INSERT INTO t (id) VALUES (?)').run('a');
    expect(() => db.prepare('INSERT INTO t (id) VALUES (?)').run('a')).toThrow(expect.objectContaining({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' }));
    db.exec('CREATE TABLE u (x UNIQUE)');
    db.prepare('INSERT INTO u VALUES (1)').run();
    expect(() => db.prepare('INSERT INTO u VALUES (1)').run()).toThrow(expect.objectContaining({ code: 'SQLITE_CONSTRAINT_UNIQUE' }));
  });

  it('copies a database online, and opens a copy read-only', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'glimpse-sqlite-'));
    try {
      const db = openSqlite(path.join(dir, 'a.sqlite'));
      db.pragma('journal_mode = WAL');
      db.exec("CREATE TABLE t (id TEXT); INSERT INTO t VALUES ('x')");
      await db.backup(path.join(dir, 'b.sqlite'));
      db.close();
      expect(db.open).toBe(false);
      const copy = openSqlite(path.join(dir, 'b.sqlite'), { readonly: true, fileMustExist: true });
      expect(copy.prepare('SELECT id FROM t').all()).toEqual([{ id: 'x' }]);
      expect(() => copy.exec("INSERT INTO t VALUES ('y')")).toThrow(expect.objectContaining({ code: expect.stringMatching(/^SQLITE_READONLY/) }));
      copy.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
