import { describe, expect, it } from 'vitest';
import { memoryChangeNotices } from '../infra/notices/memoryChangeNotices';
import { openMemoryReadStore } from '../infra/readstore/memoryReadStore';
import { until } from '../tests/support/until';
import { storeCheckpoints } from './checkpoints';
import { ProjectionFollower } from './projectionFollower';
import type { ChangeNotice } from './projector';
import { ProjectionTimeoutError } from './runner';

async function follower(options: { checkpoints?: Record<string, number>; latest?: number } = {}) {
  const bus = memoryChangeNotices();
  const store = await openMemoryReadStore({});
  if (options.checkpoints) await storeCheckpoints(store, new Map(Object.entries(options.checkpoints)));
  if (options.latest !== undefined) await bus.publish({ position: options.latest, notices: [] });
  const following = new ProjectionFollower(bus, store, ['likes', 'posts']);
  await following.start();
  return { bus, following };
}

describe('projection follower (an API instance, which projects nothing)', () => {
  it('starts where the projector last said it was', async () => {
    const { following } = await follower({ checkpoints: { likes: 10, posts: 12 }, latest: 15 });
    expect(following.position).toBe(15);
    await following.stop();
  });

  it('starts from the lowest checkpoint when nothing was published yet', async () => {
    const { following } = await follower({ checkpoints: { likes: 10, posts: 12 } });
    expect(following.position).toBe(10);
    await following.stop();
  });

  it('answers a write once the projector says its read models hold it, and times out if it never does', async () => {
    const { bus, following } = await follower();
    let answered = false;
    const waiting = following.waitForPosition(7).then(() => (answered = true));
    await bus.publish({ position: 6, notices: [] });
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    await bus.publish({ position: 8, notices: [] });
    await waiting;
    expect(following.position).toBe(8);
    await expect(following.waitForPosition(9, 20)).rejects.toThrow(ProjectionTimeoutError);
    await following.stop();
  });

  it("hands the projector's notices to its listeners, and the position never goes back", async () => {
    const { bus, following } = await follower({ latest: 20 });
    const seen: ChangeNotice[] = [];
    following.onChange((notice) => seen.push(notice));
    // A projector that took over from an older checkpoint.
    await bus.publish({ position: 18, notices: [{ kind: 'post', id: 'p1' }] });
    await until(() => seen.length === 1, 'the notice');
    expect(seen).toEqual([{ kind: 'post', id: 'p1' }]);
    expect(following.position).toBe(20);
    await following.stop();
  });

  it('hears nothing once stopped', async () => {
    const { bus, following } = await follower();
    const seen: ChangeNotice[] = [];
    following.onChange((notice) => seen.push(notice));
    await following.stop();
    await bus.publish({ position: 3, notices: [{ kind: 'post', id: 'p1' }] });
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual([]);
    expect(following.position).toBe(0);
  });
});
