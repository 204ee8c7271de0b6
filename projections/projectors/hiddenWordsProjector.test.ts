import { beforeEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../domain/events';
import type { StoredEvent } from '../../domain/ports/eventStore';
import { openMemoryReadStore } from '../../infra/readstore/memoryReadStore';
import { collections } from '../readModels';
import type { ReadStore } from '../readStore';
import { hiddenWordsProjector } from './hiddenWordsProjector';

const at = '2026-01-01T00:00:00.000Z';
let store: ReadStore;

async function project(event: DomainEvent, revision: number) {
  const stored: StoredEvent = {
    id: `e${revision}`,
    type: event.type,
    data: event.data,
    metadata: { commandId: 'c', correlationId: 'c', causationId: 'c', at },
    stream: 'hiddenwords-a',
    revision,
    position: revision,
  };
  return hiddenWordsProjector.apply(event, stored, store);
}
const changed = (words: string[]): DomainEvent => ({ type: 'HiddenWordsChanged', data: { userId: 'a', words, at } });
const doc = () => store.collection(collections.hiddenWords).findOne({ _id: 'a' });

describe('hidden words projector', () => {
  beforeEach(async () => {
    store = await openMemoryReadStore({});
    await hiddenWordsProjector.setup(store);
  });

  it('keeps the latest list, and an old event delivered again changes nothing', async () => {
    await project(changed(['spoiler']), 0);
    await project(changed(['spoiler', 'bad guy']), 1);
    await project(changed(['spoiler']), 0);
    expect(await doc()).toMatchObject({ words: ['spoiler', 'bad guy'] });
  });

  it('lets the list go with the account', async () => {
    await project(changed(['spoiler']), 0);
    await project({ type: 'AccountDeleted', data: { userId: 'a', at } }, 9);
    expect(await doc()).toBeNull();
  });
});
