import { describe, expect, it } from 'vitest';
import { openMemoryReadStore } from '../../infra/readstore/memoryReadStore';
import { sqliteSearchIndex } from '../../infra/search/sqliteSearchIndex';
import { withSearch } from '.';
import { accountDeleted, postBanned, postDeleted, postPublished, postUnbanned, projection, userRegistered } from './projectionKit';

const at = '2026-03-01T12:00:00.000Z';

describe('search projector', () => {
  it("indexes posts under their author's name, and drops banned, deleted and deleted-account posts (unbanned ones come back)", async () => {
    const store = await openMemoryReadStore({});
    const index = sqliteSearchIndex(store);
    const { project } = await projection(withSearch(index), { store });
    const find = async (text: string) => (await index.search(text, 10, null)).postIds;
    await project(userRegistered('u1', { username: 'Marta', registeredAt: at }));
    const published = (postId: string, caption: string) => postPublished(postId, 'u1', { caption, location: 'Braga', publishedAt: at });
    await project(published('p1', 'Bridge at dusk'));
    await project(published('p2', 'Market day'));
    expect(await find('marta')).toEqual(expect.arrayContaining(['p1', 'p2']));
    expect(await find('dusk')).toEqual(['p1']);
    await project(postBanned('p1', { reason: 'x', at }));
    expect(await find('dusk')).toEqual([]);
    await project(postUnbanned('p1', { at }));
    expect(await find('dusk')).toEqual(['p1']);
    await project(postDeleted('p2', 'u1', { at }));
    expect(await find('market')).toEqual([]);
    await project(accountDeleted('u1', { at }));
    expect(await find('braga')).toEqual([]);
  });

  it("finds a renamed author's posts under the new name only, and keeps a banned one out", async () => {
    const store = await openMemoryReadStore({});
    const index = sqliteSearchIndex(store);
    const { project } = await projection(withSearch(index), { store });
    const find = async (text: string) => (await index.search(text, 10, null)).postIds;
    await project(userRegistered('u1', { username: 'Marta', registeredAt: at }));
    await project(postPublished('p1', 'u1', { caption: 'Bridge', location: '', publishedAt: at }));
    await project(postPublished('p2', 'u1', { caption: 'Market', location: '', publishedAt: at }));
    await project(postBanned('p2', { reason: 'x', at }));
    await project({ type: 'UsernameChanged', data: { userId: 'u1', username: 'Ines_R', previousUsername: 'Marta', at } });
    expect(await find('ines_r')).toEqual(['p1']);
    expect(await find('marta')).toEqual([]);
  });
});
