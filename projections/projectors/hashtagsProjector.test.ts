import { beforeEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../domain/events';
import type { StoredEvent } from '../../domain/ports/eventStore';
import { openMemoryReadStore } from '../../infra/readstore/memoryReadStore';
import { hashtagQueries } from '../queries/hashtagQueries';
import { postQueries } from '../queries/postQueries';
import type { ReadStore } from '../readStore';
import { allProjectors } from '.';

let store: ReadStore;
let position = 0;

async function project(event: DomainEvent) {
  const stored: StoredEvent = {
    id: `e${++position}`,
    type: event.type,
    data: event.data,
    metadata: { commandId: 'c', correlationId: 'c', causationId: 'c', at: '' },
    stream: 's',
    revision: 0,
    position,
  };
  for (const projector of allProjectors) await projector.apply(event, stored, store);
}

const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 12, minute)).toISOString();
const registered = (userId: string): DomainEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    username: userId,
    email: `${userId}@x.co`,
    passwordHash: 'h',
    birthDate: '1990-01-01T00:00:00.000Z',
    avatar: null,
    isAdmin: false,
    registeredAt: at(0),
  },
});
const published = (postId: string, userId: string, hashtags: string[], minute: number): DomainEvent => ({
  type: 'PostPublished',
  data: {
    postId,
    userId,
    mediaUrl: `/media/${postId}.jpg`,
    mediaType: 'image',
    posterUrl: null,
    caption: hashtags.map((t) => `#${t}`).join(' '),
    location: '',
    hashtags,
    publishedAt: at(minute),
  },
});

const page = async (tag: string) => {
  const found = await hashtagQueries(store, postQueries(store)).page(tag, null, 10, null);
  return { count: found.postsCount, ids: found.posts.items.map((i) => i.node.id) };
};

describe('hashtags projector', () => {
  beforeEach(async () => {
    store = await openMemoryReadStore({});
    for (const projector of allProjectors) await projector.setup(store);
    await project(registered('u1'));
    await project(registered('u2'));
    await project(published('p1', 'u1', ['sea', 'sun'], 1));
    await project(published('p2', 'u2', ['sea'], 2));
  });

  it('indexes each post under its hashtags, newest first, counting a replayed event once', async () => {
    await project(published('p1', 'u1', ['sea', 'sun'], 1));
    expect(await page('sea')).toEqual({ count: 2, ids: ['p2', 'p1'] });
    expect(await page('#SUN')).toEqual({ count: 1, ids: ['p1'] });
  });

  it('drops a deleted or banned post and brings an unbanned one back', async () => {
    await project({ type: 'PostBanned', data: { postId: 'p1', by: 'admin', reason: 'spam', at: at(3) } });
    await project({ type: 'PostBanned', data: { postId: 'p1', by: 'admin', reason: 'spam', at: at(3) } });
    expect(await page('sea')).toEqual({ count: 1, ids: ['p2'] });
    await project({ type: 'PostUnbanned', data: { postId: 'p1', by: 'admin', at: at(4) } });
    expect(await page('sea')).toEqual({ count: 2, ids: ['p2', 'p1'] });
    await project({ type: 'PostDeleted', data: { postId: 'p2', userId: 'u2', by: 'u2', at: at(5) } });
    expect(await page('sea')).toEqual({ count: 1, ids: ['p1'] });
  });

  it('forgets the posts of a deleted account', async () => {
    await project({ type: 'AccountDeleted', data: { userId: 'u1', at: at(6) } });
    expect(await page('sea')).toEqual({ count: 1, ids: ['p2'] });
    expect(await page('sun')).toEqual({ count: 0, ids: [] });
  });
});
