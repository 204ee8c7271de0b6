import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { EventStore, NewEvent } from '../domain/ports/eventStore';
import { openSqliteEventStore } from '../infra/eventstore/sqliteEventStore';
import { memoryChangeNotices } from '../infra/notices/memoryChangeNotices';
import { openMemoryReadStore } from '../infra/readstore/memoryReadStore';
import { tempDataDir } from '../tests/support/tempDataDir';
import { until } from '../tests/support/until';
import type { NoticeBurst } from './changeNotices';
import { publishNotices } from './noticePublisher';
import type { ChangeNotice, Projector } from './projector';
import { ProjectionRunner } from './runner';

let data: Awaited<ReturnType<typeof tempDataDir>>;
let events: EventStore;

const like = (i: number): NewEvent => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  type: 'PostLiked',
  data: { postId: `p${i}`, userId: `u${i}`, at: '2026-01-01T00:00:00.000Z' },
  metadata: { commandId: `c${i}`, correlationId: `c${i}`, causationId: `c${i}`, at: '2026-01-01T00:00:00.000Z' },
});

/** Says which post each like was on, except for those it is told to keep quiet about. */
const noticing = (quiet: (postId: string) => boolean = () => false): Projector => ({
  name: 'noticing',
  setup: async () => {},
  apply: async (event) => {
    const postId = (event.data as { postId: string }).postId;
    return quiet(postId) ? [] : [{ kind: 'post', id: postId }];
  },
});

beforeEach(async () => {
  data = await tempDataDir();
  events = openSqliteEventStore(path.join(data.dir, 'events.sqlite'));
});
afterEach(async () => {
  await events.close();
  await data.remove();
});

async function started(projector: Projector) {
  const runner = new ProjectionRunner(events, await openMemoryReadStore({}), [projector]);
  const bus = memoryChangeNotices();
  const bursts: NoticeBurst[] = [];
  await bus.subscribe((burst) => bursts.push(burst));
  await runner.start();
  const publisher = publishNotices(runner, bus);
  return { runner, bus, bursts, publisher };
}

it('publishes every notice the projectors gave, in order, and the position they reached', async () => {
  const { runner, bursts, publisher } = await started(noticing());
  let last = 0;
  for (let i = 1; i <= 5; i++) last = (await events.append(`like-${i}`, [like(i)], 'no_stream')).position;
  await runner.waitForPosition(last);
  await until(() => bursts.at(-1)?.position === last, 'a burst at the last position');
  const notices: ChangeNotice[] = bursts.flatMap((burst) => burst.notices);
  expect(notices).toEqual([1, 2, 3, 4, 5].map((i) => ({ kind: 'post', id: `p${i}` })));
  // Positions only grow.
  expect(bursts.map((burst) => burst.position)).toEqual([...bursts.map((burst) => burst.position)].sort((a, b) => a - b));
  await publisher.stop();
  await runner.stop();
});

it('publishes the position of events that changed nothing anyone watches: a write waits on it', async () => {
  const { runner, bursts, publisher } = await started(noticing(() => true));
  const { position } = await events.append('like-1', [like(1)], 'no_stream');
  await until(() => bursts.some((burst) => burst.position === position), 'a burst at the position');
  expect(bursts.flatMap((burst) => burst.notices)).toEqual([]);
  await publisher.stop();
  await runner.stop();
});

it('publishes what was projected until it stops, and nothing after', async () => {
  const { runner, bus, bursts, publisher } = await started(noticing());
  const { position } = await events.append('like-1', [like(1)], 'no_stream');
  await runner.waitForPosition(position);
  await publisher.stop();
  expect((await bus.latest())?.position).toBe(position);
  const count = bursts.length;
  const next = await events.append('like-2', [like(2)], 'no_stream');
  await runner.waitForPosition(next.position);
  await new Promise((resolve) => setImmediate(resolve));
  expect(bursts).toHaveLength(count);
  await runner.stop();
});
