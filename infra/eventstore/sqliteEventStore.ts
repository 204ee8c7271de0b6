import { openSqlite, type SqliteDatabase } from '../sqlite/sqlite';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type StoredEvent,
  type Subscription,
} from '../../domain/ports/eventStore';
import { openSharedStateDatabase } from '../sqlite/sharedStateDatabase';
import { WalCheckpointer } from './walCheckpointer';

// Rows come as arrays (better-sqlite3's raw mode), a third cheaper to read than objects in a replay.
type Row = [position: number, id: string, stream: string, revision: number, type: string, data: string, metadata: string];
const COLUMNS = 'position, id, stream, revision, type, data, metadata';
type Pending = {
  stream: string;
  events: NewEvent[];
  expected: ExpectedRevision;
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
};

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS events (
    position INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    stream TEXT NOT NULL,
    revision INTEGER NOT NULL,
    type TEXT NOT NULL,
    data TEXT NOT NULL,
    metadata TEXT NOT NULL,
    UNIQUE (stream, revision)
  )`;

const CATCH_UP_BATCH = 1000;

function toStored([position, id, stream, revision, type, data, metadata]: Row): StoredEvent {
  return { id, type, data: JSON.parse(data), metadata: JSON.parse(metadata), stream, revision, position };
}

function prepareStatements(db: SqliteDatabase) {
  return {
    insert: db.prepare('INSERT INTO events (id, stream, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)'),
    // Revisions and positions grow together within a stream, so both maxima belong to its last event.
    streamEnd: db.prepare<[string], { r: number | null; p: number | null }>('SELECT MAX(revision) AS r, MAX(position) AS p FROM events WHERE stream = ?'),
    byId: db.prepare<[string], { revision: number; position: number }>('SELECT revision, position FROM events WHERE id = ?'),
    stream: db.prepare<[string, number], Row>(`SELECT ${COLUMNS} FROM events WHERE stream = ? AND revision >= ? ORDER BY revision`).raw(true),
    after: db.prepare<[number, number], Row>(`SELECT ${COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`).raw(true),
    head: db.prepare<[], { p: number | null }>('SELECT MAX(position) AS p FROM events'),
  };
}

/** The embedded event store: one SQLite file, appends grouped into one fsync per tick. */
export class SqliteEventStore implements EventStore {
  private readonly db: SqliteDatabase;
  private readonly stmt: ReturnType<typeof prepareStatements>;
  private readonly appendOne: (p: Pending) => AppendResult;
  private queue: Pending[] = [];
  private readonly wakers = new Set<() => void>();
  private readonly committedListeners = new Set<(position: number) => void>();
  private otherWriters: NodeJS.Timeout | null = null;
  private readonly subscriptions = new Set<Subscription>();
  private closed = false;
  private commits = 0;
  private readonly checkpointer: WalCheckpointer;
  private shared: SqliteDatabase | null = null;

  constructor(private readonly file: string) {
    this.db = openSqlite(file);
    this.db.pragma('journal_mode = WAL');
    // FULL: the WAL is fsynced at every commit, so a resolved append survives a power cut.
    this.db.pragma('synchronous = FULL');
    // 64 MiB of pages (the default is 2): appends land on random pages of the stream and id indexes.
    this.db.pragma('cache_size = -65536');
    this.db.exec(SCHEMA);
    // Checkpoints run on their own thread; should it fail, this connection takes them back.
    this.db.pragma('wal_autocheckpoint = 0');
    this.checkpointer = new WalCheckpointer(file, (error) => {
      console.error('The event store checkpoint thread failed; checkpointing on the main thread from now on:', error);
      if (!this.closed) this.db.pragma('wal_autocheckpoint = 1000');
    });
    this.stmt = prepareStatements(this.db);
    this.appendOne = this.db.transaction((p: Pending) => this.write(p.stream, p.events, p.expected));
  }

  /** How many transactions appends have committed (lets tests see that group commit groups). */
  get commitCount(): number {
    return this.commits;
  }

  /** The connection for the state processes share beside the events (leases, limits): opened on first use, closed with the store. */
  sharedState(): SqliteDatabase {
    if (this.closed) throw new Error('Event store is closed');
    this.shared ??= openSharedStateDatabase(this.file, () => this.checkpointer.committed());
    return this.shared;
  }

  append(stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (this.closed) return Promise.reject(new Error('Event store is closed'));
    return new Promise((resolve, reject) => {
      if (this.queue.length === 0) setImmediate(() => this.flush());
      this.queue.push({ stream, events, expected, resolve, reject });
    });
  }

  /** For seeding: many streams in one transaction, each appended with expected `'any'`. */
  async bulkAppend(batches: { stream: string; events: NewEvent[] }[]): Promise<AppendResult[]> {
    if (this.closed) throw new Error('Event store is closed');
    const results = this.db.transaction(() => batches.map((b) => this.write(b.stream, b.events, 'any')), 'immediate')();
    this.commits++;
    this.checkpointer.committed();
    this.wake();
    this.tellCommitted(results);
    return results;
  }

  // Every append queued in this tick shares one transaction (one fsync); each runs in its own
  // savepoint, so a conflict rejects only its own promise and leaves the others' writes in place.
  // IMMEDIATE: each append reads its stream's end before it writes, and another process may write
  // between the two; taking the write lock first makes the others wait (busy timeout) instead.
  private flush(): void {
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    let outcomes: ({ ok: true; result: AppendResult } | { ok: false; error: unknown })[];
    try {
      outcomes = this.db.transaction(
        () =>
          batch.map((p) => {
            try {
              return { ok: true as const, result: this.appendOne(p) };
            } catch (error) {
              // A full disk or an I/O error can make SQLite abandon the whole transaction, not just
              // the savepoint: then the batch fails as one, with that error rather than a failed commit.
              if (!this.db.inTransaction) throw error;
              return { ok: false as const, error };
            }
          }),
        'immediate',
      )();
      this.commits++;
    } catch (error) {
      for (const p of batch) p.reject(error);
      return;
    }
    this.checkpointer.committed();
    outcomes.forEach((o, i) => {
      if (o.ok) batch[i].resolve(o.result);
      else batch[i].reject(o.error);
    });
    this.wake();
    this.tellCommitted(outcomes.flatMap((o) => (o.ok ? [o.result] : [])));
  }

  private tellCommitted(results: AppendResult[]): void {
    if (results.length === 0 || this.committedListeners.size === 0) return;
    const position = Math.max(...results.map((r) => r.position));
    for (const listener of this.committedListeners) listener(position);
  }

  /** Tells `listener` the last position of each commit this process makes (so other processes sharing the file can be woken). */
  onCommitted(listener: (position: number) => void): () => void {
    this.committedListeners.add(listener);
    return () => this.committedListeners.delete(listener);
  }

  /** Another process committed: subscriptions read what it wrote. */
  otherProcessCommitted(): void {
    this.wake();
  }

  /**
   * For processes sharing the file: also look for other processes' commits every `everyMs`, in
   * case a notice of one was missed. `data_version` changes only when another connection commits.
   */
  watchOtherProcesses(everyMs: number): void {
    if (this.otherWriters) return;
    let seen = this.db.pragma('data_version');
    this.otherWriters = setInterval(() => {
      if (this.closed) return;
      const now = this.db.pragma('data_version');
      if (JSON.stringify(now) === JSON.stringify(seen)) return;
      seen = now;
      this.wake();
    }, everyMs);
    this.otherWriters.unref();
  }

  private write(stream: string, events: NewEvent[], expected: ExpectedRevision): AppendResult {
    const retried = events.length > 0 ? this.stmt.byId.get(events[0].id) : undefined;
    if (retried) {
      const stored = this.stmt.byId.get(events[events.length - 1].id) ?? retried;
      return { revision: stored.revision, position: stored.position };
    }
    const last = this.stmt.streamEnd.get(stream);
    const current = last?.r ?? null;
    const ok = expected === 'any' || (expected === 'no_stream' ? current === null : current === expected);
    if (!ok) throw new WrongExpectedRevisionError(stream, expected, current ?? 'no_stream');
    let revision = current ?? -1;
    let position = last?.p ?? 0;
    for (const e of events) {
      revision++;
      const info = this.stmt.insert.run(e.id, stream, revision, e.type, JSON.stringify(e.data ?? null), JSON.stringify(e.metadata));
      position = Number(info.lastInsertRowid);
    }
    return { revision, position };
  }

  private wake(): void {
    const wakers = [...this.wakers];
    this.wakers.clear();
    for (const w of wakers) w();
  }

  async readStream(stream: string, fromRevision = 0): Promise<StoredEvent[]> {
    return this.stmt.stream.all(stream, fromRevision).map(toStored);
  }

  async readAll(after: number, limit: number): Promise<StoredEvent[]> {
    return this.stmt.after.all(after, limit).map(toStored);
  }

  async headPosition(): Promise<number> {
    return this.stmt.head.get()?.p ?? 0;
  }

  // Catch-up and live are one loop over the table: read a batch, deliver it, and when nothing is
  // left wait for the next commit. The read and the registration of the waker happen in the same
  // synchronous step, and commits happen in other steps, so no event is missed or seen twice.
  subscribeToAll(after: number, handler: (event: StoredEvent) => Promise<void> | void): Subscription {
    let stopped = false;
    let cursor = after;
    let stop = (): void => {};
    const loop = (async () => {
      while (!stopped) {
        const rows = this.stmt.after.all(cursor, CATCH_UP_BATCH);
        if (rows.length === 0) {
          await new Promise<void>((resolve) => {
            stop = resolve;
            this.wakers.add(resolve);
          });
          continue;
        }
        for (const row of rows) {
          if (stopped) return;
          await handler(toStored(row));
          cursor = row[0];
        }
      }
    })().catch((error) => {
      // Stop rather than skip: the subscriber resumes from its own checkpoint when restarted.
      console.error(`Event store subscription stopped at position ${cursor}:`, error);
    });
    const subscription: Subscription = {
      close: async () => {
        stopped = true;
        this.wakers.delete(stop);
        stop();
        this.subscriptions.delete(subscription);
        await loop;
      },
    };
    this.subscriptions.add(subscription);
    return subscription;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.otherWriters) clearInterval(this.otherWriters);
    this.flush(); // appends already accepted are written, not dropped
    try {
      await Promise.all([...this.subscriptions].map((s) => s.close()));
      this.shared?.close();
      await this.checkpointer.close();
    } finally {
      // Whatever failed before, the file is let go of; its write-ahead log is read back at the next open.
      this.db.close();
    }
  }
}

export function openSqliteEventStore(file: string): SqliteEventStore {
  return new SqliteEventStore(file);
}
