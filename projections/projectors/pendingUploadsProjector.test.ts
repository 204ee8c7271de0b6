import { beforeEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../domain/events';
import type { StoredEvent } from '../../domain/ports/eventStore';
import { openMemoryReadStore } from '../../infra/readstore/memoryReadStore';
import { collections } from '../readModels';
import type { ReadStore } from '../readStore';
import { mediaFileQueries } from '../queries/mediaFileQueries';
import { pendingUploadsProjector } from './pendingUploadsProjector';

let store: ReadStore;
const apply = (event: DomainEvent) => pendingUploadsProjector.apply(event, {} as StoredEvent, store);
const uploaded = (mediaId: string, at: string): DomainEvent => ({
  type: 'MediaUploaded',
  data: { mediaId, userId: 'ann', mediaType: 'image', width: 100, height: 100, at },
});

describe('pending uploads', () => {
  beforeEach(async () => {
    store = await openMemoryReadStore();
    await pendingUploadsProjector.setup?.(store);
  });
  const unusedBefore = (cutoff: string) => mediaFileQueries(store).unusedSince(cutoff);

  it('lists the uploads not in use since before a time, oldest first', async () => {
    await apply(uploaded('b.jpg', '2026-01-01T10:30:00.000Z'));
    await apply(uploaded('a.jpg', '2026-01-01T10:00:00.000Z'));
    await apply(uploaded('c.jpg', '2026-01-01T11:30:00.000Z'));
    expect(await unusedBefore('2026-01-01T11:00:00.000Z')).toEqual(['a.jpg', 'b.jpg']);
  });

  it('forgets an upload put to use, waits again for one given back, and forgets one thrown away or whose person left', async () => {
    await apply(uploaded('a.jpg', '2026-01-01T10:00:00.000Z'));
    await apply(uploaded('b.jpg', '2026-01-01T10:00:00.000Z'));
    await apply({ type: 'MediaAttached', data: { mediaId: 'a.jpg', userId: 'ann', usedAs: 'post', targetId: 'p', at: '2026-01-01T10:01:00.000Z' } });
    expect(await unusedBefore('2026-01-02T00:00:00.000Z')).toEqual(['b.jpg']);
    await apply({ type: 'MediaReleased', data: { mediaId: 'a.jpg', userId: 'ann', targetId: 'p', at: '2026-01-01T12:00:00.000Z' } });
    expect(await unusedBefore('2026-01-01T11:00:00.000Z')).toEqual(['b.jpg']);
    await apply({ type: 'MediaDiscarded', data: { mediaId: 'b.jpg', userId: 'ann', at: '2026-01-01T12:00:00.000Z' } });
    expect(await unusedBefore('2026-01-02T00:00:00.000Z')).toEqual(['a.jpg']);
    await apply({ type: 'AccountDeleted', data: { userId: 'ann', at: '2026-01-01T13:00:00.000Z' } });
    expect(await store.collection(collections.pendingUploads).find({})).toEqual([]);
  });
});
