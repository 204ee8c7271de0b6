import { beforeEach, describe, expect, it } from 'vitest';
import { commentAdded, postLiked, postPublished, type Projection, projection, userFollowed, userRegistered } from '../projectors/projectionKit';
import { exploreQueries, type ExploreQueries } from './exploreQueries';
import { postQueries } from './postQueries';

let kit: Projection;
let explore: ExploreQueries;
const day = (n: number) => new Date(Date.UTC(2026, 2, n, 12)).toISOString();
const NOW = new Date(day(10));

async function page(first = 10, after: string | null = null, viewer = 'me', now = NOW) {
  const found = await explore.page(viewer, first, after, now);
  return { ids: found.items.map((i) => i.node.id), endCursor: found.endCursor, hasNextPage: found.hasNextPage };
}

describe('explore', () => {
  beforeEach(async () => {
    kit = await projection();
    explore = exploreQueries(kit.store, postQueries(kit.store));
    for (const id of ['me', 'friend', 'a', 'b', 'c', 'd']) await kit.project(userRegistered(id));
    await kit.project(userFollowed('me', 'friend'));
    const posts: [string, string][] = [
      ['mine', 'me'],
      ['friends', 'friend'],
      ['two-today', 'a'],
      ['one-today', 'b'],
      ['three-two-days-ago', 'c'],
      ['one-yesterday', 'd'],
      ['old', 'd'],
      ['quiet', 'a'],
    ];
    for (const [postId, author] of posts) await kit.project(postPublished(postId, author, { publishedAt: day(1) }));
    const engage = async (postId: string, n: number, at: string) => {
      for (let i = 0; i < n; i++) await kit.project(i % 2 ? commentAdded(postId, `${postId}-c${i}`, `fan${i}`, { at }) : postLiked(postId, `fan${i}`, { at }));
    };
    await engage('mine', 9, day(10));
    await engage('friends', 9, day(10));
    await engage('two-today', 2, day(10));
    await engage('one-today', 1, day(10));
    await engage('three-two-days-ago', 3, day(8));
    await engage('one-yesterday', 1, day(9));
    await engage('old', 20, day(2));
  });

  it('ranks posts of people the viewer does not follow by decayed recent engagement, and leaves out stale ones', async () => {
    expect((await page()).ids).toEqual(['two-today', 'three-two-days-ago', 'one-today', 'one-yesterday']);
    // A week on, only what is still in the window counts.
    expect((await page(10, null, 'me', new Date(day(15)))).ids).toEqual(['two-today', 'one-today', 'one-yesterday']);
  });

  it('pages by an opaque cursor, and refuses one that is not', async () => {
    const first = await page(2);
    expect(first).toMatchObject({ ids: ['two-today', 'three-two-days-ago'], hasNextPage: true });
    const next = await page(2, first.endCursor);
    expect(next).toMatchObject({ ids: ['one-today', 'one-yesterday'], hasNextPage: false });
    for (const garbage of ['garbage', '', Buffer.from('e|NaN|x').toString('base64url')])
      await expect(explore.page('me', 2, garbage, NOW), garbage).rejects.toThrow('Invalid cursor');
    await expect(explore.page('me', 0, null, NOW)).rejects.toThrow('first must be between 1 and 100');
  });

  it("shows someone else their followees' posts and not their own", async () => {
    expect((await page(10, null, 'a')).ids).toEqual(['mine', 'friends', 'three-two-days-ago', 'one-today', 'one-yesterday']);
  });
});
