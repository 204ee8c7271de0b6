import Database from 'better-sqlite3';
import type { ReadStore } from '../../projections/readStore';
import { checkSearch, invalidCursor, type SearchEntry, type SearchIndex } from '../../projections/searchIndex';
import { readStoreSearchIndex, searchCollection } from './readStoreSearchIndex';

// FTS5's trigram tokenizer matches substrings of 3 characters or more through its index.
const TRIGRAM = 3;
// Several posts may share a millisecond: each gets its own rowid within it.
const PER_MS = 1000;

/**
 * The embedded adapter: SQLite FTS5 with the trigram tokenizer in an in-memory database, a real
 * substring index. Rowids order posts by time (milliseconds x 1000 plus a tie-breaker), so pages
 * come newest first straight off the index. The durable copy is the read-store collection of the
 * other adapter (saved with the read models' snapshot); the in-memory index is loaded from it at
 * start-up and kept in step on every change.
 */
export function sqliteSearchIndex(store: ReadStore): SearchIndex {
  const durable = readStoreSearchIndex(store);
  const db = new Database(':memory:');
  db.exec(`
    CREATE TABLE entries (post_id TEXT PRIMARY KEY, user_id TEXT NOT NULL, key INTEGER NOT NULL UNIQUE);
    CREATE INDEX entries_user ON entries (user_id);
    CREATE VIRTUAL TABLE fts USING fts5(username, caption, location, folded UNINDEXED, post_id UNINDEXED, tokenize = 'trigram case_sensitive 0');
  `);
  const keyOfPost = db.prepare<[string], { key: number }>('SELECT key FROM entries WHERE post_id = ?');
  const keyTaken = db.prepare<[number], { key: number }>('SELECT key FROM entries WHERE key = ?');
  const keysOfUser = db.prepare<[string], { key: number }>('SELECT key FROM entries WHERE user_id = ?');
  const insertEntry = db.prepare('INSERT INTO entries (post_id, user_id, key) VALUES (?, ?, ?)');
  const insertText = db.prepare('INSERT INTO fts (rowid, username, caption, location, folded, post_id) VALUES (?, ?, ?, ?, ?, ?)');
  const deleteEntry = db.prepare('DELETE FROM entries WHERE key = ?');
  const deleteText = db.prepare('DELETE FROM fts WHERE rowid = ?');
  const byMatch = db.prepare<[string, number, number], { key: number; post_id: string }>(
    'SELECT rowid AS key, post_id FROM fts WHERE fts MATCH ? AND rowid < ? ORDER BY rowid DESC LIMIT ?',
  );
  // Shorter than a trigram: a scan, newest first, that stops once the page is full.
  const byScan = db.prepare<[string, number, number], { key: number; post_id: string }>(
    'SELECT rowid AS key, post_id FROM fts WHERE instr(folded, ?) > 0 AND rowid < ? ORDER BY rowid DESC LIMIT ?',
  );

  const removeKey = (key: number) => {
    deleteText.run(key);
    deleteEntry.run(key);
  };

  const put = db.transaction((entry: SearchEntry) => {
    const existing = keyOfPost.get(entry.postId);
    if (existing) removeKey(existing.key);
    let key = Date.parse(entry.createdAt) * PER_MS + (hash(entry.postId) % PER_MS);
    while (keyTaken.get(key)) key++;
    insertEntry.run(entry.postId, entry.userId, key);
    const folded = [entry.username, entry.caption, entry.location].join('\n').toLowerCase();
    insertText.run(key, entry.username, entry.caption, entry.location, folded, entry.postId);
  });
  const removePost = db.transaction((postId: string) => {
    const existing = keyOfPost.get(postId);
    if (existing) removeKey(existing.key);
  });
  const removeUser = db.transaction((userId: string) => {
    for (const { key } of keysOfUser.all(userId)) removeKey(key);
  });

  return {
    async setup() {
      await durable.setup();
      const batch: SearchEntry[] = [];
      const load = db.transaction((entries: SearchEntry[]) => entries.forEach((e) => put(e)));
      for await (const doc of searchCollection(store).cursor({}, { batchSize: 5000 })) {
        batch.push(doc);
        if (batch.length >= 5000) load(batch.splice(0));
      }
      load(batch);
    },
    async upsert(entry) {
      await durable.upsert(entry);
      put(entry);
    },
    async removePost(postId) {
      await durable.removePost(postId);
      removePost(postId);
    },
    async removeUser(userId) {
      await durable.removeUser(userId);
      removeUser(userId);
    },
    async search(text, first, after) {
      const query = checkSearch(text, first);
      const before = after === null ? Number.MAX_SAFE_INTEGER : decodeKey(after);
      if (before === null) throw invalidCursor();
      if (!query) return { postIds: [], endCursor: null, hasNextPage: false };
      const rows = [...query].length >= TRIGRAM ? byMatch.all(`"${query.replaceAll('"', '""')}"`, before, first + 1) : byScan.all(query.toLowerCase(), before, first + 1);
      const shown = rows.slice(0, first);
      const last = shown.at(-1);
      return { postIds: shown.map((r) => r.post_id), endCursor: last ? encodeKey(last.key) : null, hasNextPage: rows.length > first };
    },
    async clear() {
      await durable.clear();
      db.exec('DELETE FROM entries; DELETE FROM fts;');
    },
  };
}

const encodeKey = (key: number) => Buffer.from(`s|${key}`).toString('base64url');

function decodeKey(cursor: string): number | null {
  const match = /^s\|(\d{1,16})$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? Number(match[1]) : null;
}

/** FNV-1a, to spread posts of one millisecond over its rowids. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}
