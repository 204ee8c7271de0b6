import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WrongExpectedRevisionError, type NewEvent } from '../../domain/ports/eventStore';
import { eventStoreContract } from './eventStore.contract';
import { SqliteEventStore, openSqliteEventStore } from './sqliteEventStore';

const tempDir = () => mkdtemp(join(tmpdir(), 'glimpse-events-'));

function event(n: number): NewEvent {
  const id = randomUUID();
  return { id, type: 'Counted', data: { n }, metadata: { commandId: id, correlationId: id, causationId: id, at: '2024-01-01T00:00:00.000Z' } };
}

eventStoreContract('SQLite', async () => {
  const dir = await tempDir();
  const store = openSqliteEventStore(join(dir, 'events.sqlite'));
  return {
    store,
    cleanup: async () => {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
});

describe('SqliteEventStore', () => {
  let dir: string;
  let file: string;
  beforeEach(async () => {
    dir = await tempDir();
    file = join(dir, 'events.sqlite');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('finds the same events after reopening the file', async () => {
    const first = openSqliteEventStore(file);
    expect(await first.headPosition()).toBe(0);
    const { position } = await first.append('post-1', [event(1), event(2)], 'no_stream');
    const before = await first.readStream('post-1');
    await first.close();

    const again = openSqliteEventStore(file);
    expect(await again.readStream('post-1')).toEqual(before);
    expect(await again.headPosition()).toBe(position);
    expect((await again.append('post-1', [event(3)], 1)).position).toBe(position + 1);
    await again.close();
  });

  it('commits appends of one tick together, and a conflict rejects only its own append', async () => {
    const store = new SqliteEventStore(file);
    await store.append('taken', [event(0)], 'no_stream');
    const commitsBefore = store.commitCount;
    const appends = Array.from({ length: 200 }, (_, i) => store.append(`stream-${i}`, [event(i)], 'no_stream'));
    const conflict = store.append('taken', [event(0)], 'no_stream');
    const results = await Promise.all(appends);
    await expect(conflict).rejects.toBeInstanceOf(WrongExpectedRevisionError);

    expect(new Set(results.map((r) => r.position)).size).toBe(200);
    expect(store.commitCount - commitsBefore).toBeLessThan(5);
    expect(await store.headPosition()).toBe(Math.max(...results.map((r) => r.position)));
    expect(await store.readStream('taken')).toHaveLength(1);
    await store.close();
  });

  it('bulk-appends many streams in one transaction and wakes subscribers', async () => {
    const store = new SqliteEventStore(file);
    const seen: string[] = [];
    const sub = store.subscribeToAll(0, (e) => void seen.push(e.stream));
    const batches = Array.from({ length: 50 }, (_, i) => ({ stream: `user-${i}`, events: [event(i), event(i)] }));
    const results = await store.bulkAppend(batches);
    expect(results.every((r) => r.revision === 1)).toBe(true);
    expect(await store.headPosition()).toBe(100);
    await expect.poll(() => seen.length).toBe(100);
    await sub.close();
    await store.close();
  });

  it('keeps the write-ahead log small by checkpointing it off the main thread', async () => {
    const store = openSqliteEventStore(file);
    const padding = 'x'.repeat(2000);
    for (let round = 0; round < 10; round++) {
      // About 600 kB of log per round: 10 rounds would leave a 6 MB log if nothing checkpointed it.
      const appends = Array.from({ length: 250 }, (_, i) => store.append(`s-${round}-${i}`, [{ ...event(i), data: { padding } }], 'no_stream'));
      await Promise.all(appends);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    // The checkpointer's thread may lag a busy machine's writes; it catches up once they stop.
    await expect.poll(() => statSync(`${file}-wal`).size, { timeout: 5000 }).toBeLessThan(3_000_000);
    await store.close();
    const again = openSqliteEventStore(file);
    expect(await again.headPosition()).toBe(2500);
    await again.close();
  });

  it('writes appends that were accepted before close', async () => {
    const store = openSqliteEventStore(file);
    const pending = store.append('post-1', [event(1)], 'no_stream');
    await store.close();
    await expect(pending).resolves.toMatchObject({ revision: 0 });
    await expect(store.append('post-1', [event(2)], 0)).rejects.toThrow(/closed/);
  });
});
