import { beforeEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../domain/events';
import type { StoredEvent } from '../../domain/ports/eventStore';
import { openMemoryReadStore } from '../../infra/readstore/memoryReadStore';
import { allProjectors } from '../projectors';
import type { ReadStore } from '../readStore';
import { followQueries, matchesFilter } from './followQueries';

let store: ReadStore;
let position = 0;

async function project(event: DomainEvent, revision = 0) {
  const stored: StoredEvent = {
    id: `e${++position}`,
    type: event.type,
    data: event.data,
    metadata: { commandId: 'c', correlationId: 'c', causationId: 'c', at: '' },
    stream: 's',
    revision,
    position,
  };
  for (const projector of allProjectors) await projector.apply(event, stored, store);
}

const register = (userId: string, username: string): DomainEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    username,
    email: `${username}@x.co`,
    passwordHash: 'h',
    birthDate: '1990-01-01T00:00:00.000Z',
    avatar: null,
    isAdmin: false,
    registeredAt: '2026-01-01T00:00:00.000Z',
  },
});
const at = (minute: number) => `2026-01-01T00:${String(minute).padStart(2, '0')}:00.000Z`;

describe('follower and following lists', () => {
  beforeEach(async () => {
    store = await openMemoryReadStore({});
    for (const projector of allProjectors) await projector.setup(store);
    await project(register('star', 'star'));
    for (let i = 1; i <= 5; i++) {
      await project(register(`f${i}`, `fan${i}`));
      await project({ type: 'UserFollowed', data: { followerId: `f${i}`, followeeId: 'star', at: at(i) } });
    }
    await project({ type: 'ProfileUpdated', data: { userId: 'f1', fullName: 'Ada Lovelace', bio: 'Engines and poetry' } });
    await project({ type: 'UserUnfollowed', data: { followerId: 'f3', followeeId: 'star', at: at(9) } }, 1);
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
