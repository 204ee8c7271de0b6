import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewEvent } from '../../domain/ports/eventStore';
import type { SqliteDatabase } from '../sqlite/sqlite';
import { SqliteEventStore } from './sqliteEventStore';

function bigEvent(): NewEvent {
  const id = randomUUID();
  return {
    id,
    type: 'Counted',
    data: { text: 'x'.repeat(64 * 1024) },
    metadata: { commandId: id, correlationId: id, causationId: id, at: '2024-01-01T00:00:00.000Z' },
  };
}

describe('SqliteEventStore on a full disk', () => {
  let dir: string;
  let store: SqliteEventStore;
  // SQLite's own cap on the file's size: past it, writes fail exactly as on a full disk (SQLITE_FULL).
  const cap = (pages: number | 'current') => {
    const db = (store as unknown as { db: SqliteDatabase }).db;
    const limit = pages === 'current' ? (db.pragma('page_count')[0] as { page_count: number }).page_count : pages;
    db.pragma(`max_page_count = ${limit}`);
  };

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'glimpse-events-full-'));
    store = new SqliteEventStore(join(dir, 'events.sqlite'));
  });
  afterEach(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('rejects the appends it cannot store with SQLITE_FULL, keeps none of them, and takes appends again once there is room', async () => {
    await store.append('s-1', [bigEvent()], 'no_stream');
    cap('current');

    const refused = await Promise.allSettled([store.append('s-1', [bigEvent()], 0), store.append('s-2', [bigEvent(), bigEvent()], 'no_stream')]);
    expect(refused.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ code: 'SQLITE_FULL' });
    expect(await store.headPosition()).toBe(1);
    expect(await store.readStream('s-2')).toEqual([]);
    expect(await store.readAll(0, 10)).toHaveLength(1);

    cap(1_000_000_000);
    const appended = await store.append('s-1', [bigEvent()], 0);
    expect(appended).toEqual({ revision: 1, position: 2 });
    expect((await store.readStream('s-1')).map((e) => e.revision)).toEqual([0, 1]);
  });
});
