import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { EventStore, NewEvent } from '../domain/ports/eventStore';
import { openSqliteEventStore } from '../infra/eventstore/sqliteEventStore';
import { openMemoryReadStore } from '../infra/readstore/memoryReadStore';
import { tempDataDir } from '../tests/support/tempDataDir';
import type { Projector } from './projector';
import { collections } from './readModels';
import type { ReadStore } from './readStore';
import { loadCheckpoints, storeCheckpoints } from './checkpoints';
import { ProjectionRunner } from './runner';

let data: Awaited<ReturnType<typeof tempDataDir>>;
let events: EventStore;
const snapshotFile = () => path.join(data.dir, 'read-models.snapshot');
// Short waits between attempts, so that a test sees several; nothing is asserted of their length.
const QUICK = { firstMs: 5, maxMs: 20 };

const like = (i: number): NewEvent => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  type: 'PostLiked',
  data: { postId: 'p1', userId: `u${i}`, at: '2026-01-01T00:00:00.000Z' },
  metadata: { commandId: `c${i}`, correlationId: `c${i}`, causationId: `c${i}`, at: '2026-01-01T00:00:00.000Z' },
});
const appendLikes = async (from: number, to: number) => {
  for (let i = from; i < to; i++) await events.append(`like-${i}`, [like(i)], 'no_stream');
};
const positions = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** A projector that notes the position of each event it applies, and throws while `failsOn` says so. */
function recorder(name: string, failsOn: (position: number) => boolean = () => false) {
  const applied: number[] = [];
  const projector: Projector = {
    name,
    setup: async () => {},
    async apply(_event, stored) {
      if (failsOn(stored.position)) throw new TypeError(`cannot project u${stored.position}`);
      applied.push(stored.position);
      return [];
    },
  };
  return { projector, applied };
}

const checkpointOf = async (store: ReadStore, name: string) => (await loadCheckpoints(store, [name])).get(name);

describe('a projector that throws on an event', () => {
  let logged: MockInstance<typeof console.error>;
  beforeEach(async () => {
    data = await tempDataDir();
    events = openSqliteEventStore(path.join(data.dir, 'events.sqlite'));
    logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(async () => {
    logged.mockRestore();
    await events.close();
    await data.remove();
  });

  it('stops at that event while the others go on, retries, and resumes from it once it stops throwing', async () => {
    await appendLikes(0, 5);
    let broken = true;
    const healthy = recorder('healthy');
    const fragile = recorder('fragile', (position) => broken && position === 3);
    const runner = new ProjectionRunner(events, await openMemoryReadStore({}), [fragile.projector, healthy.projector], null, QUICK);
    await runner.start();
    // Writes do not wait for the stuck one.
    await runner.waitForPosition(5);
    expect(healthy.applied).toEqual(positions(1, 5));
    expect(fragile.applied).toEqual([1, 2]);

    await vi.waitFor(() => expect(runner.health().projectors[0].stuck?.retries).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
    const { position } = await events.append('like-5', [like(5)], 'no_stream');
    await runner.waitForPosition(position);
    expect(runner.health()).toEqual({
      position: 6,
      projectors: [
        {
          name: 'fragile',
          position: 2,
          stuck: { eventPosition: 3, eventType: 'PostLiked', error: 'TypeError', since: expect.any(String), retries: expect.any(Number) },
        },
        { name: 'healthy', position: 6, stuck: null },
      ],
      rebuilds: [],
    });
    expect(fragile.applied).toEqual([1, 2]);
    // Logged once, with the projector, the event's type and its position, however many attempts failed.
    const stops = logged.mock.calls.filter(([line]) => String(line).includes('fragile stopped'));
    expect(stops).toHaveLength(1);
    expect(stops[0][0]).toMatch(/Projector fragile stopped at event PostLiked at position 3/);

    broken = false;
    await vi.waitFor(() => expect(runner.health().projectors[0]).toEqual({ name: 'fragile', position: 6, stuck: null }), { timeout: 10_000 });
    const later = await events.append('like-6', [like(6)], 'no_stream');
    await runner.waitForPosition(later.position);
    await runner.stop();
    expect(fragile.applied).toEqual(positions(1, 7));
    expect(healthy.applied).toEqual(positions(1, 7));
  });

  it('holds writes for a projector catching up once it goes past the event', async () => {
    await appendLikes(0, 3);
    let broken = true;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const applied: number[] = [];
    const fragile: Projector = {
      name: 'fragile',
      setup: async () => {},
      async apply(_event, stored) {
        if (broken && stored.position === 1) throw new TypeError('not yet');
        if (stored.position === 2) await held;
        applied.push(stored.position);
        return [];
      },
    };
    const runner = new ProjectionRunner(events, await openMemoryReadStore({}), [fragile], null, QUICK);
    await runner.start();
    await runner.waitForPosition(3);
    expect(applied).toEqual([]);

    broken = false;
    await vi.waitFor(() => expect(runner.health().projectors[0]).toMatchObject({ position: 1, stuck: null }), { timeout: 10_000 });
    let answered = false;
    const waiting = runner.waitForPosition(3).then(() => (answered = true));
    for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    // Handed out meanwhile by the runner, to the others only; it reads this one itself, once.
    const meanwhile = await events.append('like-3', [like(3)], 'no_stream');
    release();
    await waiting;
    await runner.waitForPosition(meanwhile.position);
    const live = await events.append('like-4', [like(4)], 'no_stream');
    await runner.waitForPosition(live.position);
    expect(applied).toEqual([1, 2, 3, 4, 5]);
    await runner.stop();
  });

  it('keeps each projector at its own checkpoint across a restart, the stuck one where it stopped', async () => {
    await appendLikes(0, 5);
    const store = await openMemoryReadStore({ snapshotFile: snapshotFile() });
    const first = [recorder('healthy'), recorder('fragile', (position) => position === 3)];
    const runner = new ProjectionRunner(
      events,
      store,
      first.map((r) => r.projector),
      null,
      QUICK,
    );
    await runner.start();
    await runner.waitForPosition(5);
    await runner.stop();
    expect([await checkpointOf(store, 'healthy'), await checkpointOf(store, 'fragile')]).toEqual([5, 2]);
    await store.close();

    const reopened = await openMemoryReadStore({ snapshotFile: snapshotFile() });
    const second = [recorder('healthy'), recorder('fragile')];
    const again = new ProjectionRunner(
      events,
      reopened,
      second.map((r) => r.projector),
      null,
      QUICK,
    );
    await again.start();
    await again.waitForPosition(5);
    await again.stop();
    expect(second[0].applied).toEqual([]);
    expect(second[1].applied).toEqual([3, 4, 5]);
    expect([await checkpointOf(reopened, 'healthy'), await checkpointOf(reopened, 'fragile')]).toEqual([5, 5]);
  });
});

describe('checkpoints per projector', () => {
  beforeEach(async () => {
    data = await tempDataDir();
    events = openSqliteEventStore(path.join(data.dir, 'events.sqlite'));
  });
  afterEach(async () => {
    await events.close();
    await data.remove();
  });

  it("takes the shared checkpoint of an older Glimpse as every projector's at the first start, then forgets it", async () => {
    await appendLikes(0, 5);
    const store = await openMemoryReadStore({});
    await store.collection(collections.checkpoints).updateOne({ _id: 'main' }, { $set: { position: 3 } }, { upsert: true });
    const projectors = [recorder('a'), recorder('b')];
    const runner = new ProjectionRunner(
      events,
      store,
      projectors.map((r) => r.projector),
    );
    await runner.start();
    await runner.waitForPosition(5);
    await runner.stop();
    expect(projectors.map((r) => r.applied)).toEqual([
      [4, 5],
      [4, 5],
    ]);
    expect(await store.collection(collections.checkpoints).find({})).toEqual([{ _id: 'projectors', positions: { a: 5, b: 5 } }]);

    // A projector added afterwards starts from the first event, and the others apply nothing again.
    const later = [recorder('a'), recorder('b'), recorder('c')];
    const again = new ProjectionRunner(
      events,
      store,
      later.map((r) => r.projector),
    );
    await again.start();
    await again.waitForPosition(5);
    await again.stop();
    expect(later.map((r) => r.applied)).toEqual([[], [], positions(1, 5)]);
  });

  it('hands a projector behind the others the events it lacks, and the live ones to everyone once', async () => {
    await appendLikes(0, 4);
    const store = await openMemoryReadStore({});
    await storeCheckpoints(
      store,
      new Map([
        ['ahead', 4],
        ['behind', 1],
      ]),
    );
    const ahead = recorder('ahead');
    const behind = recorder('behind');
    const runner = new ProjectionRunner(events, store, [ahead.projector, behind.projector]);
    await runner.start();
    const { position } = await events.append('like-4', [like(4)], 'no_stream');
    await runner.waitForPosition(position);
    await runner.stop();
    expect(ahead.applied).toEqual([5]);
    expect(behind.applied).toEqual([2, 3, 4, 5]);
  });
});
