import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseEvent, type DomainEvent } from '../domain/events';
import type { BacklogReader, EventStore, NewEvent } from '../domain/ports/eventStore';
import { openSqliteEventStore } from '../infra/eventstore/sqliteEventStore';
import { openMemoryReadStore } from '../infra/readstore/memoryReadStore';
import type { Projector } from './projector';
import { ProjectionRunner, ProjectionTimeoutError } from './runner';
import { tempDataDir } from '../tests/support/tempDataDir';

let data: Awaited<ReturnType<typeof tempDataDir>>;
let events: EventStore;
const snapshotFile = () => path.join(data.dir, 'read-models.snapshot');

/** A projector that counts what it is handed, in a read model of its own. */
function countingProjector(seen: DomainEvent[]): Projector {
  return {
    name: 'counting',
    setup: async () => {},
    async apply(event, stored, store) {
      seen.push(event);
      await store.collection('counts').updateOne({ _id: 'likes' }, { $max: { position: stored.position }, $inc: { n: 1 } }, { upsert: true });
      return [{ kind: 'post', id: 'p1' }];
    },
  };
}

const like = (i: number): NewEvent => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  type: 'PostLiked',
  data: { postId: 'p1', userId: `u${i}`, at: '2026-01-01T00:00:00.000Z' },
  metadata: { commandId: `c${i}`, correlationId: `c${i}`, causationId: `c${i}`, at: '2026-01-01T00:00:00.000Z' },
});

describe('projection runner', () => {
  beforeEach(async () => {
    data = await tempDataDir();
    events = openSqliteEventStore(path.join(data.dir, 'events.sqlite'));
  });
  afterEach(async () => {
    await events.close();
    await data.remove();
  });

  it('catches up, goes live, and answers waitForPosition once an event is projected', async () => {
    for (let i = 0; i < 3; i++) await events.append(`like-${i}`, [like(i)], 'no_stream');
    const seen: DomainEvent[] = [];
    const store = await openMemoryReadStore({});
    const runner = new ProjectionRunner(events, store, [countingProjector(seen)]);
    const notices: string[] = [];
    runner.onChange((notice) => notices.push(notice.kind));
    await runner.start();
    const { position } = await events.append('like-3', [like(3)], 'no_stream');
    await runner.waitForPosition(position);
    expect(seen).toHaveLength(4);
    expect(notices).toHaveLength(4);
    expect(await store.collection('counts').findOne({ _id: 'likes' })).toMatchObject({ n: 4, position });
    await expect(runner.waitForPosition(position + 100, 50)).rejects.toThrow(ProjectionTimeoutError);
    await runner.stop();
  });

  it('resumes from the checkpoint in the snapshot after a restart instead of replaying from zero', async () => {
    for (let i = 0; i < 5; i++) await events.append(`like-${i}`, [like(i)], 'no_stream');
    const first: DomainEvent[] = [];
    const store = await openMemoryReadStore({ snapshotFile: snapshotFile() });
    const runner = new ProjectionRunner(events, store, [countingProjector(first)]);
    await runner.start();
    await runner.waitForPosition(await events.headPosition());
    await runner.stop();
    await store.close();

    const { position } = await events.append('like-5', [like(5)], 'no_stream');
    const second: DomainEvent[] = [];
    const reopened = await openMemoryReadStore({ snapshotFile: snapshotFile() });
    const again = new ProjectionRunner(events, reopened, [countingProjector(second)]);
    await again.start();
    await again.waitForPosition(position);
    expect(first).toHaveLength(5);
    expect(second).toHaveLength(1);
    expect(await reopened.collection('counts').findOne({ _id: 'likes' })).toMatchObject({ n: 6 });
    await again.stop();
  });

  it('hands a projector only the event types it says it handles', async () => {
    await events.append('like-0', [like(0)], 'no_stream');
    const follow: NewEvent = {
      ...like(1),
      id: '00000000-0000-4000-8000-000000000099',
      type: 'UserFollowed',
      data: { followerId: 'u1', followeeId: 'u2', at: '2026-01-01T00:00:00.000Z' },
    };
    await events.append('follow-u1-u2', [follow], 'no_stream');
    const all: DomainEvent[] = [];
    const followsOnly: DomainEvent[] = [];
    const runner = new ProjectionRunner(events, await openMemoryReadStore({}), [
      countingProjector(all),
      { ...countingProjector(followsOnly), handles: ['UserFollowed'] },
    ]);
    await runner.start();
    await runner.waitForPosition(await events.headPosition());
    await runner.stop();
    expect(all.map((e) => e.type)).toEqual(['PostLiked', 'UserFollowed']);
    expect(followsOnly.map((e) => e.type)).toEqual(['UserFollowed']);
  });

  it('skips an event of a version newer than it knows, as it skips unknown types, and projects the rest', async () => {
    const newer = { ...like(1), metadata: { ...like(1).metadata, schemaVersion: 99 } };
    const unknown = { ...like(2), type: 'PostBoosted' };
    for (const [i, event] of [like(0), newer, unknown, like(3)].entries()) await events.append(`like-${i}`, [event], 'no_stream');
    const seen: DomainEvent[] = [];
    const store = await openMemoryReadStore({});
    const runner = new ProjectionRunner(events, store, [countingProjector(seen)]);
    await runner.start();
    const head = await events.headPosition();
    await runner.waitForPosition(head);
    await runner.stop();
    expect(seen.map((e) => e.type === 'PostLiked' && e.data.userId)).toEqual(['u0', 'u3']);
    expect(runner.position).toBe(head);
  });

  describe('with a backlog reader', () => {
    /** A reader over the log itself, in batches of two, that says which ranges it was asked for and how far it was read. */
    function batchesOfTwo(failAfter = Infinity) {
      const asked: [number, number][] = [];
      let taken = 0;
      const read: BacklogReader = async function* (after, until) {
        asked.push([after, until]);
        for (let cursor = after; cursor < until; ) {
          if (taken >= failAfter) throw new Error('the reader broke');
          const batch = (await events.readAll(cursor, 2)).filter((e) => e.position <= until);
          taken += batch.length;
          cursor = batch[batch.length - 1].position;
          yield batch.map((stored) => ({ stored, event: parseEvent(stored) }));
        }
      };
      return { read, asked, taken: () => taken };
    }

    it('reads a long backlog through it, then follows the log live', async () => {
      for (let i = 0; i < 5; i++) await events.append(`like-${i}`, [like(i)], 'no_stream');
      const reader = batchesOfTwo();
      const seen: DomainEvent[] = [];
      const runner = new ProjectionRunner(events, await openMemoryReadStore({}), [countingProjector(seen)], { read: reader.read, longBacklog: 3 });
      await runner.start();
      await runner.waitForPosition(5);
      const { position } = await events.append('like-5', [like(5)], 'no_stream');
      await runner.waitForPosition(position);
      await runner.stop();
      expect(reader.asked).toEqual([[0, 5]]);
      expect(reader.taken()).toBe(5);
      expect(seen.map((e) => e.type === 'PostLiked' && e.data.userId)).toEqual(['u0', 'u1', 'u2', 'u3', 'u4', 'u5']);
    });

    it('leaves a short backlog to the subscription', async () => {
      for (let i = 0; i < 2; i++) await events.append(`like-${i}`, [like(i)], 'no_stream');
      const reader = batchesOfTwo();
      const runner = new ProjectionRunner(events, await openMemoryReadStore({}), [countingProjector([])], { read: reader.read, longBacklog: 3 });
      await runner.start();
      await runner.waitForPosition(2);
      await runner.stop();
      expect(reader.asked).toEqual([]);
    });

    it('reads the rest itself when the reader fails, missing and repeating nothing', async () => {
      for (let i = 0; i < 6; i++) await events.append(`like-${i}`, [like(i)], 'no_stream');
      const reader = batchesOfTwo(4);
      const seen: DomainEvent[] = [];
      const runner = new ProjectionRunner(events, await openMemoryReadStore({}), [countingProjector(seen)], { read: reader.read, longBacklog: 1 });
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      await runner.start();
      await runner.waitForPosition(6);
      await runner.stop();
      logged.mockRestore();
      expect(reader.taken()).toBe(4);
      expect(seen.map((e) => e.type === 'PostLiked' && e.data.userId)).toEqual(['u0', 'u1', 'u2', 'u3', 'u4', 'u5']);
    });
  });
});
