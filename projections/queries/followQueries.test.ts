import { beforeEach, describe, expect, it } from 'vitest';
import { type Projection, profileUpdated, projection, userFollowed, userRegistered, userUnfollowed } from '../projectors/projectionKit';
import type { ReadStore } from '../readStore';
import { followQueries, matchesFilter } from './followQueries';

let store: ReadStore;
let project: Projection['project'];

const at = (minute: number) => `2026-01-01T00:${String(minute).padStart(2, '0')}:00.000Z`;

describe('follower and following lists', () => {
  beforeEach(async () => {
    ({ store, project } = await projection());
    await project(userRegistered('star'));
    for (let i = 1; i <= 5; i++) {
      await project(userRegistered(`f${i}`, { username: `fan${i}` }));
      await project(userFollowed(`f${i}`, 'star', { at: at(i) }));
    }
    await project(profileUpdated('f1', { fullName: 'Ada Lovelace', bio: 'Engines and poetry' }));
    await project(userUnfollowed('f3', 'star', { at: at(9) }), 1);
  });

  it('pages followers newest first, without the ones who unfollowed', async () => {
    const lists = followQueries(store);
    const first = await lists.followers('star', { first: 2, after: null, filter: null });
    expect(first.items.map((i) => i.node.username)).toEqual(['fan5', 'fan4']);
    expect(first).toMatchObject({ hasNextPage: true, totalCount: 4 });
    const next = await lists.followers('star', { first: 2, after: first.endCursor, filter: null });
    expect(next.items.map((i) => i.node.username)).toEqual(['fan2', 'fan1']);
    expect(next.hasNextPage).toBe(false);
    expect((await lists.following('f2', { first: 10, after: null, filter: null })).items.map((i) => i.node.username)).toEqual(['star']);
  });

  it('filters the whole list by username, full name or bio, case-insensitively, then pages it', async () => {
    const lists = followQueries(store);
    expect((await lists.followers('star', { first: 1, after: null, filter: 'POETRY' })).items.map((i) => i.node.username)).toEqual(['fan1']);
    expect((await lists.followers('star', { first: 1, after: null, filter: 'lovelace' })).totalCount).toBe(1);
    const fans = await lists.followers('star', { first: 3, after: null, filter: 'fan' });
    expect(fans).toMatchObject({ totalCount: 4, hasNextPage: true });
    const rest = await lists.followers('star', { first: 3, after: fans.endCursor, filter: 'fan' });
    expect(rest.items.map((i) => i.node.username)).toEqual(['fan1']);
    expect((await lists.followers('star', { first: 3, after: null, filter: 'fan3' })).items).toEqual([]);
  });

  it('refuses a bad page size or cursor', async () => {
    const lists = followQueries(store);
    await expect(lists.followers('star', { first: 0, after: null, filter: null })).rejects.toThrow('first must be between 1 and 100');
    await expect(lists.followers('star', { first: 5, after: 'garbage', filter: null })).rejects.toThrow('Invalid cursor');
  });

  it('matches a person on any of the three fields', () => {
    expect(matchesFilter({ username: 'ann', fullName: null, bio: null }, 'AN')).toBe(true);
    expect(matchesFilter({ username: 'x', fullName: 'Ann Lee', bio: null }, 'lee')).toBe(true);
    expect(matchesFilter({ username: 'x', fullName: null, bio: 'likes dogs' }, 'cats')).toBe(false);
  });
});
