import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../domain/events';
import type { StoredEvent } from '../../domain/ports/eventStore';
import { openMemoryReadStore } from '../../infra/readstore/memoryReadStore';
import { sqliteSearchIndex } from '../../infra/search/sqliteSearchIndex';
import { withSearch } from '.';

const at = '2026-03-01T12:00:00.000Z';

describe('search projector', () => {
  it("indexes posts under their author's name, and drops banned, deleted and deleted-account posts (unbanned ones come back)", async () => {
    const store = await openMemoryReadStore({});
    const index = sqliteSearchIndex(store);
    const projectors = withSearch(index);
    for (const projector of projectors) await projector.setup(store);
    let position = 0;
    const project = async (event: DomainEvent) => {
      const stored: StoredEvent = {
        id: `e${++position}`,
        type: event.type,
        data: event.data,
        metadata: { commandId: 'c', correlationId: 'c', causationId: 'c', at },
        stream: 's',
        revision: 0,
        position,
      };
      for (const projector of projectors) await projector.apply(event, stored, store);
    };
    const find = async (text: string) => (await index.search(text, 10, null)).postIds;
    await project({
      type: 'UserRegistered',
      data: {
        userId: 'u1',
        username: 'Marta',
        email: 'm@x.co',
        passwordHash: 'h',
        birthDate: '1990-01-01T00:00:00.000Z',
        avatar: null,
        isAdmin: false,
        registeredAt: at,
      },
    });
    const published = (postId: string, caption: string): DomainEvent => ({
      type: 'PostPublished',
      data: { postId, userId: 'u1', mediaUrl: '/media/x.jpg', mediaType: 'image', posterUrl: null, caption, location: 'Braga', hashtags: [], publishedAt: at },
    });
    await project(published('p1', 'Bridge at dusk'));
    await project(published('p2', 'Market day'));
    expect(await find('marta')).toEqual(expect.arrayContaining(['p1', 'p2']));
    expect(await find('dusk')).toEqual(['p1']);
    await project({ type: 'PostBanned', data: { postId: 'p1', by: 'admin', reason: 'x', at } });
    expect(await find('dusk')).toEqual([]);
    await project({ type: 'PostUnbanned', data: { postId: 'p1', by: 'admin', at } });
    expect(await find('dusk')).toEqual(['p1']);
    await project({ type: 'PostDeleted', data: { postId: 'p2', userId: 'u1', by: 'u1', at } });
    expect(await find('market')).toEqual([]);
    await project({ type: 'AccountDeleted', data: { userId: 'u1', at } });
    expect(await find('braga')).toEqual([]);
  });
});
