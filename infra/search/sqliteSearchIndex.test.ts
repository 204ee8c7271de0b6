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
