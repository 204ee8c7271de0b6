import { describe, expect, it } from 'vitest';
import { openMemoryReadStore } from '../readstore/memoryReadStore';
import { searchIndexContract } from './searchIndex.contract';
import { sqliteSearchIndex } from './sqliteSearchIndex';

searchIndexContract('SQLite FTS5 (embedded)', async () => sqliteSearchIndex(await openMemoryReadStore({})));

describe('sqliteSearchIndex', () => {
  it('loads its in-memory index from the durable copy at start-up, as after a restart', async () => {
    const store = await openMemoryReadStore({});
    const first = sqliteSearchIndex(store);
    await first.setup();
    await first.upsert({ postId: 'p1', userId: 'u1', username: 'alice', caption: 'Sunrise', location: 'Lisbon', createdAt: '2026-05-01T10:00:00.000Z' });
    const restarted = sqliteSearchIndex(store);
    await restarted.setup();
    expect((await restarted.search('sunr', 10, null)).postIds).toEqual(['p1']);
  });
});

describe('sqliteSearchIndex loading in the background', () => {
  it('lets changes that arrive during the load win over what it loads', async () => {
    const store = await openMemoryReadStore({});
    const first = sqliteSearchIndex(store);
    await first.setup();
    const at = '2026-05-01T10:00:00.000Z';
    for (let i = 0; i < 6_000; i++)
      await first.upsert({ postId: `p${i}`, userId: `u${i % 3}`, username: `name${i % 3}`, caption: `old caption ${i}`, location: '', createdAt: at });
    const restarted = sqliteSearchIndex(store);
    await restarted.setup();
    await restarted.upsert({ postId: 'p5999', userId: 'u2', username: 'name2', caption: 'brand new', location: '', createdAt: at });
    await restarted.removePost('p5998');
    await restarted.removeUser('u0');
    expect((await restarted.search('brand new', 10, null)).postIds).toEqual(['p5999']);
    expect((await restarted.search('old caption 5999', 10, null)).postIds).toEqual([]);
    expect((await restarted.search('old caption 5998', 10, null)).postIds).toEqual([]);
    expect((await restarted.search('name0', 10, null)).postIds).toEqual([]);
    expect((await restarted.search('old caption 5995', 10, null)).postIds).toEqual(['p5995']);
    let count = 0;
    for (let page = await restarted.search('old', 60, null); ; page = await restarted.search('old', 60, page.endCursor)) {
      count += page.postIds.length;
      if (!page.hasNextPage) break;
    }
    expect(count).toBe(6_000 - 2000 - 2);
  });
});
