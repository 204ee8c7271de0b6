import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../domain/ports/eventStore';
import { openMemoryReadStore } from '../../infra/readstore/memoryReadStore';
import { runAnalystProjector } from '../../projections/analytics/runAnalystProjector';
import { projector as followGraphGrowth } from './followGraphGrowth';
import { projector as likesPerHashtagPerDay } from './likesPerHashtagPerDay';

/** A log of events, each recorded at its own `at`, as the runner reads it. */
function log(events: { type: string; data: Record<string, unknown> }[]) {
  const stored: StoredEvent[] = events.map((e, i) => ({
    id: `e${i}`,
    type: e.type,
    data: e.data,
    metadata: { commandId: `c${i}`, correlationId: `c${i}`, causationId: `c${i}`, at: String(e.data.at), clientIp: '203.0.113.9' },
    stream: `s${i}`,
    revision: 0,
    position: i + 1,
  }));
  return {
    readAll: async (after: number, limit: number) => stored.filter((e) => e.position > after).slice(0, limit),
    headPosition: async () => stored.length,
  };
}

const run = async <R>(events: ReturnType<typeof log>, projector: Parameters<typeof runAnalystProjector<R>>[1], until?: string) =>
  (await runAnalystProjector(events, projector, await openMemoryReadStore({}), { until, pseudonym: (v) => `p(${v})` })).result;

const post = (postId: string, hashtags: string[], at: string) => ({
  type: 'PostPublished',
  data: { postId, userId: 'u1', mediaUrl: '/m', mediaType: 'image', caption: 'secret caption', location: '', hashtags, publishedAt: at, at },
});
const like = (type: 'PostLiked' | 'PostUnliked', postId: string, userId: string, at: string) => ({ type, data: { postId, userId, at } });
const follow = (type: 'UserFollowed' | 'UserUnfollowed', followerId: string, followeeId: string, at: string) => ({
  type,
  data: { followerId, followeeId, at },
});

describe('analytics examples', () => {
  const likes = log([
    post('p1', ['sunset', 'travel'], '2026-11-01T08:00:00Z'),
    post('p2', ['sunset'], '2026-11-01T09:00:00Z'),
    like('PostLiked', 'p1', 'u2', '2026-11-01T10:00:00Z'),
    like('PostLiked', 'p2', 'u2', '2026-11-01T11:00:00Z'),
    like('PostLiked', 'p1', 'u3', '2026-11-02T10:00:00Z'),
    like('PostUnliked', 'p1', 'u2', '2026-11-02T12:00:00Z'),
    like('PostLiked', 'unknown-post', 'u3', '2026-11-02T13:00:00Z'),
  ]);

  it('counts likes per hashtag per day, unlikes taking one back on their day', async () => {
    expect(await run(likes, likesPerHashtagPerDay)).toEqual({
      '2026-11-01': { sunset: 2, travel: 1 },
      '2026-11-02': { sunset: 0, travel: 0 },
    });
  });

  it('stops at --until', async () => {
    expect(await run(likes, likesPerHashtagPerDay, '2026-11-02T00:00:00.000Z')).toEqual({ '2026-11-01': { sunset: 2, travel: 1 } });
  });

  it('follows the graph day by day, carrying the edges over a day that changed none', async () => {
    const follows = log([
      follow('UserFollowed', 'a', 'b', '2026-11-01T08:00:00Z'),
      follow('UserFollowed', 'c', 'b', '2026-11-01T09:00:00Z'),
      follow('UserFollowed', 'a', 'b', '2026-11-02T09:00:00Z'),
      follow('UserUnfollowed', 'a', 'b', '2026-11-03T09:00:00Z'),
      follow('UserFollowed', 'd', 'e', '2026-11-03T10:00:00Z'),
    ]);
    expect(await run(follows, followGraphGrowth)).toEqual([
      { day: '2026-11-01', follows: 2, unfollows: 0, edges: 2, people: 3 },
      { day: '2026-11-02', follows: 1, unfollows: 0, edges: 2, people: 3 },
      { day: '2026-11-03', follows: 1, unfollows: 1, edges: 2, people: 4 },
    ]);
  });

  it('never hands a projector private data', async () => {
    const seen: unknown[] = [];
    await run(likes, { name: 'spy', apply: async (event, stored) => void seen.push(event, stored), result: async () => null });
    const text = JSON.stringify(seen);
    expect(text).not.toContain('secret caption');
    expect(text).not.toContain('203.0.113.9');
  });
});
