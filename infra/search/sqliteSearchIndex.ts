import { openSqlite } from '../sqlite/sqlite';
import type { Doc, ReadStore } from '../../projections/readStore';
import { checkSearch, invalidCursor, type SearchEntry, type SearchIndex } from '../../projections/searchIndex';
import { ShortTextScan } from './shortTextScan';

// FTS5's trigram tokenizer matches substrings of 3 characters or more through its index.
const TRIGRAM = 3;
// Several posts may share a millisecond: each gets its own rowid within it.
const PER_MS = 1000;
const LOAD_BATCH = 500;
const DURABLE_COLLECTION = 'searchEntries';
// FTS5 writes its index out at each commit: one commit per post would make a replay four times slower.
const COMMIT_EVERY = 1000;

/**
 * The embedded adapter: SQLite FTS5 with the trigram tokenizer in an in-memory database, a real
 * substring index; text shorter than a trigram is scanned (in memory, newest first, stopping once
 * a page is full). Rowids order posts by time (milliseconds x 1000 plus a tie-breaker), so pages
 * come newest first straight off the index.
 *
 * The durable copy is a read-store collection of the entries (saved with the read models'
 * snapshot). At start-up the in-memory index loads from it in the background, a batch at
 * a time, so the server answers at once; searches wait for the load.
 *
 * Writes go to the durable copy; the in-memory index takes them in when it is next searched
 * (it notes which posts changed, and reads them back from the durable copy). Indexing trigrams
 * is the costly part of a post, and a replay, which rebuilds the durable copy and exits, never
 * searches: it would build an index only to throw it away.
 */
export function sqliteSearchIndex(store: ReadStore): SearchIndex {
  // The durable copy: each entry as given, found by post (its _id) or by author.
  const durable = store.collection<SearchEntry & Doc>(DURABLE_COLLECTION);
  const db = openSqlite(':memory:');
  db.exec(`
    CREATE TABLE entries (post_id TEXT PRIMARY KEY, user_id TEXT NOT NULL, key INTEGER NOT NULL UNIQUE);
    CREATE INDEX entries_user ON entries (user_id);
    CREATE VIRTUAL TABLE fts USING fts5(username, caption, location, post_id UNINDEXED, tokenize = 'trigram case_sensitive 0');
  `);
  const lastKeyBetween = db.prepare<[number, number], { key: number | null }>('SELECT MAX(key) AS key FROM entries WHERE key BETWEEN ? AND ?');
  const keyOfPost = db.prepare<[string], { key: number }>('SELECT key FROM entries WHERE post_id = ?');
  const keysOfUser = db.prepare<[string], { key: number }>('SELECT key FROM entries WHERE user_id = ?');
  const insertEntry = db.prepare('INSERT INTO entries (post_id, user_id, key) VALUES (?, ?, ?)');
  const insertText = db.prepare('INSERT INTO fts (rowid, username, caption, location, post_id) VALUES (?, ?, ?, ?, ?)');
  const deleteEntry = db.prepare('DELETE FROM entries WHERE key = ?');
  const deleteText = db.prepare('DELETE FROM fts WHERE rowid = ?');
  const byMatch = db.prepare<[string, number, number], { key: number; post_id: string }>(
    'SELECT rowid AS key, post_id FROM fts WHERE fts MATCH ? AND rowid < ? ORDER BY rowid DESC LIMIT ?',
  );
  const short = new ShortTextScan();

  // Writes share one open transaction, committed every so many writes; this connection's queries
  // see them either way, and an in-memory database has nothing to make durable.
  let uncommitted = 0;
  db.exec('BEGIN');
  const written = (count = 1) => {
    uncommitted += count;
    if (uncommitted < COMMIT_EVERY) return;
    db.exec('COMMIT; BEGIN');
    uncommitted = 0;
  };

  const removeKey = (key: number) => {
    deleteText.run(key);
    deleteEntry.run(key);
    short.remove(key);
  };

  /**
   * Inserts an entry not yet in the index: on its own rowid within its millisecond, or, when that
   * is taken, right after the last one used there (one indexed lookup, however crowded).
   */
  const insert = (entry: SearchEntry) => {
    let key = Date.parse(entry.createdAt) * PER_MS + (hash(entry.postId) % PER_MS);
    for (;;) {
      try {
        insertEntry.run(entry.postId, entry.userId, key);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== 'SQLITE_CONSTRAINT_UNIQUE') throw error;
        const bucket = key - (key % PER_MS);
        key = Math.max(key, lastKeyBetween.get(bucket, bucket + PER_MS - 1)?.key ?? key) + 1;
      }
    }
    insertText.run(key, entry.username, entry.caption, entry.location, entry.postId);
    short.add(key, entry.postId, [entry.username, entry.caption, entry.location].join('\n').toLowerCase());
  };

  const put = (entry: SearchEntry) => {
    const existing = keyOfPost.get(entry.postId);
    if (existing) removeKey(existing.key);
    insert(entry);
    written();
  };
  const removePost = (postId: string) => {
    const existing = keyOfPost.get(postId);
    if (existing) removeKey(existing.key);
    written();
  };

  // Posts whose durable entry changed (written or removed) since the in-memory index last saw them.
  const stale = new Set<string>();
  let catchingUp: Promise<void> | null = null;
  const catchUpOnce = async () => {
    const postIds = [...stale];
    stale.clear();
    const entries = new Map((await durable.find({ _id: { $in: postIds } })).map((doc) => [doc.postId, doc]));
    for (const postId of postIds) {
      const entry = entries.get(postId);
      if (entry) put(entryOf(entry));
      else removePost(postId);
    }
  };
  /** Takes in every change noted so far, one catch-up at a time (a change made meanwhile is taken too). */
  const catchUp = async () => {
    while (stale.size > 0) {
      catchingUp ??= catchUpOnce().finally(() => (catchingUp = null));
      await catchingUp;
    }
  };
  const removeUser = (userId: string) => {
    for (const { key } of keysOfUser.all(userId)) removeKey(key);
    written();
  };

  // While loading: the people deleted meanwhile, whose entries the load must leave out (the posts
  // changed meanwhile are stale, and come from the durable copy as it is now).
  let loading: { users: Set<string> } | null = null;
  let ready: Promise<void> = Promise.resolve();

  const loadBatch = (docs: SearchEntry[], skip: { users: Set<string> }) => {
    for (const doc of docs) if (!stale.has(doc.postId) && !skip.users.has(doc.userId)) insert(doc);
    written(docs.length);
  };

  async function loadAll(skip: { users: Set<string> }): Promise<void> {
    let batch: SearchEntry[] = [];
    for await (const doc of durable.cursor({}, { batchSize: LOAD_BATCH })) {
      batch.push(entryOf(doc));
      if (batch.length < LOAD_BATCH) continue;
      loadBatch(batch, skip);
      batch = [];
      await new Promise((resolve) => setImmediate(resolve));
    }
    loadBatch(batch, skip);
    short.sort();
  }

  return {
    async setup() {
      await durable.createIndex({ keys: { userId: 1 } });
      const skip: { users: Set<string> } = { users: new Set() };
      loading = skip;
      short.unsorted();
      ready = loadAll(skip).finally(() => (loading = null));
      ready.catch((error) => console.error('Could not load the search index:', error));
    },
    loaded: () => ready.catch(() => undefined),
    async upsert(entry) {
      await durable.updateOne({ _id: entry.postId }, { $set: entry }, { upsert: true });
      stale.add(entry.postId);
    },
    async removePost(postId) {
      await durable.deleteOne({ _id: postId });
      stale.add(postId);
    },
    async removeUser(userId) {
      await durable.deleteMany({ userId });
      loading?.users.add(userId);
      removeUser(userId);
    },
    async search(text, first, after) {
      const query = checkSearch(text, first);
      const before = after === null ? Number.MAX_SAFE_INTEGER : decodeKey(after);
      if (before === null) throw invalidCursor();
      if (!query) return { postIds: [], endCursor: null, hasNextPage: false };
      await ready;
      await catchUp();
      const rows =
        [...query].length >= TRIGRAM ? byMatch.all(`"${query.replaceAll('"', '""')}"`, before, first + 1) : short.find(query.toLowerCase(), before, first + 1);
      const shown = rows.slice(0, first);
      const last = shown.at(-1);
      return { postIds: shown.map((r) => r.post_id), endCursor: last ? encodeKey(last.key) : null, hasNextPage: rows.length > first };
    },
    async clear() {
      await durable.deleteMany({});
      await ready;
      await catchingUp;
      stale.clear();
      db.exec('DELETE FROM entries; DELETE FROM fts;');
      written(COMMIT_EVERY);
      short.clear();
    },
  };
}

const entryOf = ({ postId, userId, username, caption, location, createdAt }: SearchEntry): SearchEntry => ({
  postId,
  userId,
  username,
  caption,
  location,
  createdAt,
});

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
