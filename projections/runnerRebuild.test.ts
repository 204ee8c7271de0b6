import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventStore, NewEvent } from '../domain/ports/eventStore';
import { openSqliteEventStore } from '../infra/eventstore/sqliteEventStore';
import { openMemoryReadStore, type MemoryReadStore } from '../infra/readstore/memoryReadStore';
import { tempDataDir } from '../tests/support/tempDataDir';
import { GenerationalReadStore } from './generations';
import type { Projector } from './projector';
import { ProjectionRunner } from './runner';

let data: Awaited<ReturnType<typeof tempDataDir>>;
let events: EventStore;
let base: MemoryReadStore;

const at = '2026-01-01T00:00:00.000Z';
const metadata = (id: string) => ({ commandId: id, correlationId: id, causationId: id, at });
const like = (i: number): NewEvent => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  type: 'PostLiked',
  data: { postId: 'p1', userId: `u${i}`, at },
  metadata: metadata(`c${i}`),
});
const rebuildRequest = (projector: string, i: number): NewEvent => ({
  id: `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`,
  type: 'ProjectorRebuildRequested',
  data: { projector, at },
  metadata: metadata(`r${i}`),
});

/** The people who liked, one document each: the read model is right when it holds exactly them. */
function likersProjector(handed: number[]): Projector {
  return {
    name: 'likers',
    writes: ['likers'],
    handles: ['PostLiked'],
    setup: (store) => store.collection('likers').createIndex({ keys: { postId: 1 } }),
    async apply(event, stored, store) {
      if (event.type !== 'PostLiked') return [];
      handed.push(stored.position);
      await store.collection('likers').updateOne({ _id: event.data.userId }, { $set: { postId: event.data.postId } }, { upsert: true });
      return [];
    },
  };
}

/** Another read model, to show it is neither rebuilt nor handed anything twice. */
function countingProjector(handed: number[]): Projector {
  return {
    name: 'counting',
    writes: ['counts'],
    handles: ['PostLiked'],
    setup: async () => {},
    async apply(_event, stored, store) {
      handed.push(stored.position);
      await store.collection('counts').updateOne({ _id: 'likes' }, { $inc: { n: 1 } }, { upsert: true });
      return [];
    },
  };
}

/** The log as the runner sees it, with rebuilds' reads held until `release`. */
function heldLog() {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const log = Object.create(events) as EventStore;
  log.readAll = async (after, limit) => {
    await held;
    return events.readAll(after, limit);
  };
  return { log, release };
}

const likers = async (store: GenerationalReadStore) => (await store.collection('likers').find({}, { sort: { _id: 1 } })).map((doc) => doc._id);
const generationOf = (runner: ProjectionRunner, name: string) => runner.health().projectors.find((p) => p.name === name)?.generation;

describe('rebuilding a projector while the runner goes on', () => {
  beforeEach(async () => {
    data = await tempDataDir();
    events = openSqliteEventStore(path.join(data.dir, 'events.sqlite'));
    base = await openMemoryReadStore({});
    for (let i = 1; i <= 3; i++) await events.append(`like-${i}`, [like(i)], 'no_stream');
  });
  afterEach(async () => {
    await events.close();
    await data.remove();
  });

  it('builds new collections from the first event while the old ones are read, then swaps them in and drops the old', async () => {
    const store = await GenerationalReadStore.open(base);
    const counted: number[] = [];
    const { log, release } = heldLog();
    const runner = new ProjectionRunner(log, store, [likersProjector([]), countingProjector(counted)]);
    await runner.start();
    await runner.waitForPosition(3);
    // Damaged by hand.
    await store.collection('likers').insertOne({ _id: 'nobody', postId: 'p1' });

    const { position: generation } = await events.append('projections', [rebuildRequest('likers', 1)], 'any');
    await runner.waitForPosition(generation);
    expect(runner.health().rebuilds).toEqual([{ projector: 'likers', projectors: ['likers'], generation, position: 0, failed: null }]);
    // Meanwhile the old read model is read, and written.
    const { position: live } = await events.append('like-4', [like(4)], 'no_stream');
    await runner.waitForPosition(live);
    expect(await likers(store)).toEqual(['nobody', 'u1', 'u2', 'u3', 'u4']);

    release();
    await vi.waitFor(() => expect(generationOf(runner, 'likers')).toBe(generation));
    expect(await likers(store)).toEqual(['u1', 'u2', 'u3', 'u4']);
    expect(runner.health().rebuilds).toEqual([]);
    // Live again, in the new collections.
    const { position: after } = await events.append('like-5', [like(5)], 'no_stream');
    await runner.waitForPosition(after);
    expect(await likers(store)).toEqual(['u1', 'u2', 'u3', 'u4', 'u5']);
    await runner.stop();

    expect(await base.collection('likers').countDocuments()).toBe(0);
    expect(await base.collection(`likers~${generation}`).countDocuments()).toBe(5);
    // With its index.
    expect(base.collection(`likers~${generation}`).indexes.map((index) => index.spec.keys)).toEqual([{ postId: 1 }]);
    // The other read model was handed each event once, and kept its generation.
    expect(counted).toEqual([1, 2, 3, live, after]);
    expect(generationOf(runner, 'counting')).toBeUndefined();
    // A reopened store reads the new generation.
    expect(await likers(await GenerationalReadStore.open(base))).toEqual(['u1', 'u2', 'u3', 'u4', 'u5']);
  });

  it('starts a rebuild a stop interrupted again at the next start', async () => {
    const held = heldLog();
    const runner = new ProjectionRunner(held.log, await GenerationalReadStore.open(base), [likersProjector([])]);
    await runner.start();
    await (await GenerationalReadStore.open(base)).collection('likers').insertOne({ _id: 'nobody', postId: 'p1' });
    const { position: generation } = await events.append('projections', [rebuildRequest('likers', 1)], 'any');
    await runner.waitForPosition(generation);
    const stopped = runner.stop();
    held.release();
    await stopped;

    const store = await GenerationalReadStore.open(base);
    const again = new ProjectionRunner(events, store, [likersProjector([])]);
    await again.start();
    await vi.waitFor(() => expect(generationOf(again, 'likers')).toBe(generation));
    expect(await likers(store)).toEqual(['u1', 'u2', 'u3']);
    await again.stop();
    expect((await GenerationalReadStore.open(base)).rebuildsUnderWay.size).toBe(0);
  });

  it('leaves the old read models in place when the rebuild fails, and says so', async () => {
    let broken = false;
    const fragile: Projector = {
      ...likersProjector([]),
      async apply(event, stored, store) {
        if (broken) throw new TypeError('a bug');
        return likersProjector([]).apply(event, stored, store);
      },
    };
    const store = await GenerationalReadStore.open(base);
    const runner = new ProjectionRunner(events, store, [fragile]);
    await runner.start();
    await runner.waitForPosition(3);
    broken = true;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { position: generation } = await events.append('projections', [rebuildRequest('likers', 1)], 'any');
    await runner.waitForPosition(generation);
    await vi.waitFor(() =>
      expect(runner.health().rebuilds).toEqual([{ projector: 'likers', projectors: ['likers'], generation, position: 0, failed: 'TypeError' }]),
    );
    await runner.stop();
    logged.mockRestore();
    expect(await likers(store)).toEqual(['u1', 'u2', 'u3']);
    expect(generationOf(runner, 'likers')).toBeUndefined();
    expect(await base.collection(`likers~${generation}`).countDocuments()).toBe(0);
    // A restart does not try it again.
    expect((await GenerationalReadStore.open(base)).rebuildsUnderWay.size).toBe(0);
  });

  it('does nothing for a request in the log before a build from the first event (a full replay), nor for an unknown projector', async () => {
    await events.append('projections', [rebuildRequest('likers', 1), rebuildRequest('nope', 2)], 'any');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handed: number[] = [];
    const store = await GenerationalReadStore.open(base);
    const runner = new ProjectionRunner(events, store, [likersProjector(handed)]);
    await runner.start();
    await runner.waitForPosition(await events.headPosition());
    await runner.stop();
    const lines = logged.mock.calls.map(([line]) => String(line));
    logged.mockRestore();
    expect(handed).toEqual([1, 2, 3]);
    expect(generationOf(runner, 'likers')).toBeUndefined();
    expect(lines.some((line) => line.includes('Unknown projector "nope"'))).toBe(true);
  });
});
