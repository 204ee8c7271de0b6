import { beforeEach, describe, expect, it } from 'vitest';
import { hashtagQueries } from '../queries/hashtagQueries';
import { postQueries } from '../queries/postQueries';
import type { ReadStore } from '../readStore';
import { accountDeleted, postBanned, postDeleted, postPublished, postUnbanned, type Projection, projection, userRegistered } from './projectionKit';

let store: ReadStore;
let project: Projection['project'];

const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 12, minute)).toISOString();
const published = (postId: string, userId: string, hashtags: string[], minute: number) =>
  postPublished(postId, userId, { caption: hashtags.map((t) => `#${t}`).join(' '), hashtags, publishedAt: at(minute) });

const page = async (tag: string) => {
  const found = await hashtagQueries(store, postQueries(store)).page(tag, null, 10, null);
  return { count: found.postsCount, ids: found.posts.items.map((i) => i.node.id) };
};

describe('hashtags projector', () => {
  beforeEach(async () => {
    ({ store, project } = await projection());
    await project(userRegistered('u1'));
    await project(userRegistered('u2'));
    await project(published('p1', 'u1', ['sea', 'sun'], 1));
    await project(published('p2', 'u2', ['sea'], 2));
  });

  it('indexes each post under its hashtags, newest first, counting a replayed event once', async () => {
    await project(published('p1', 'u1', ['sea', 'sun'], 1));
    expect(await page('sea')).toEqual({ count: 2, ids: ['p2', 'p1'] });
    expect(await page('#SUN')).toEqual({ count: 1, ids: ['p1'] });
  });

  it('drops a deleted or banned post and brings an unbanned one back', async () => {
    await project(postBanned('p1', { at: at(3) }));
    await project(postBanned('p1', { at: at(3) }));
    expect(await page('sea')).toEqual({ count: 1, ids: ['p2'] });
    await project(postUnbanned('p1', { at: at(4) }));
    expect(await page('sea')).toEqual({ count: 2, ids: ['p2', 'p1'] });
    await project(postDeleted('p2', 'u2', { at: at(5) }));
    expect(await page('sea')).toEqual({ count: 1, ids: ['p1'] });
  });

  it('forgets the posts of a deleted account', async () => {
    await project(accountDeleted('u1', { at: at(6) }));
    expect(await page('sea')).toEqual({ count: 1, ids: ['p2'] });
    expect(await page('sun')).toEqual({ count: 0, ids: [] });
  });

  it('finds hashtags by their start, most used first, and forgets one no post carries any more', async () => {
    const search = (text: string) => hashtagQueries(store, postQueries(store)).search(text);
    await project(published('p3', 'u2', ['seaside', 'señor', 'sunsetsoverthebay'], 3));
    await project(published('p4', 'u1', ['seaside'], 4));
    expect(await search('se')).toEqual([
      { name: 'sea', postsCount: 2 },
      { name: 'seaside', postsCount: 2 },
      { name: 'señor', postsCount: 1 },
    ]);
    expect(await search('#SEÑ')).toEqual([{ name: 'señor', postsCount: 1 }]);
    expect(await search('sunsetsoverthe')).toEqual([{ name: 'sunsetsoverthebay', postsCount: 1 }]);
    expect(await search('sunsetsoverthex')).toEqual([]);
    await project(postDeleted('p3', 'u2', { at: at(5) }));
    expect(await search('se')).toEqual([
      { name: 'sea', postsCount: 2 },
      { name: 'seaside', postsCount: 1 },
    ]);
    for (const garbage of ['', '#', '  ', 'a b', '.*', 'x'.repeat(101)])
      await expect(search(garbage), garbage).rejects.toThrow('Type the start of a hashtag to search');
  });
});
