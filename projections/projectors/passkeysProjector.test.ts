import { beforeEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../domain/events';
import type { StoredEvent } from '../../domain/ports/eventStore';
import { openMemoryReadStore } from '../../infra/readstore/memoryReadStore';
import { passkeyQueries } from '../queries/passkeyQueries';
import type { ReadStore } from '../readStore';
import { passkeysProjector } from './passkeysProjector';

const at = '2026-11-24T12:00:00.000Z';
const later = '2026-11-25T08:30:00.000Z';
let store: ReadStore;

async function project(event: DomainEvent, revision: number, stream = 'passkey-pk1') {
  const stored: StoredEvent = {
    id: `${stream}-${revision}`,
    type: event.type,
    data: event.data,
    metadata: { commandId: 'c', correlationId: 'c', causationId: 'c', at },
    stream,
    revision,
    position: revision,
  };
  return passkeysProjector.apply(event, stored, store);
}

const registered = (passkeyId: string, userId: string, name: string, when = at): DomainEvent => ({
  type: 'PasskeyRegistered',
  data: {
    passkeyId,
    userId,
    credentialId: `cred-${passkeyId}`,
    publicKey: 'pQECAyYgASFYIA',
    counter: 0,
    transports: ['internal'],
    deviceType: 'multiDevice',
    backedUp: true,
    name,
    at: when,
  },
});
const used = (counter: number): DomainEvent => ({ type: 'PasskeyUsed', data: { passkeyId: 'pk1', userId: 'u1', counter, at: later } });

describe('passkeys projector', () => {
  beforeEach(async () => {
    store = await openMemoryReadStore({});
    await passkeysProjector.setup(store);
  });

  it('lists a person’s passkeys oldest first, and keeps what a sign-in checks', async () => {
    await project(registered('pk1', 'u1', 'Laptop'), 0);
    await project(registered('pk2', 'u1', 'Phone', later), 0, 'passkey-pk2');
    await project(registered('pk3', 'u2', 'Theirs'), 0, 'passkey-pk3');
    const queries = passkeyQueries(store);
    expect((await queries.ofUser('u1')).map((doc) => doc.name)).toEqual(['Laptop', 'Phone']);
    expect(await queries.byId('pk1')).toMatchObject({ userId: 'u1', credentialId: 'cred-pk1', publicKey: 'pQECAyYgASFYIA', counter: 0, lastUsedAt: null });
  });

  it('records each sign-in’s count and time, and an event delivered again changes nothing', async () => {
    await project(registered('pk1', 'u1', 'Laptop'), 0);
    await project(used(5), 1);
    await project(used(6), 2);
    await project(used(5), 1);
    await project(registered('pk1', 'u1', 'Laptop'), 0);
    expect(await passkeyQueries(store).byId('pk1')).toMatchObject({ counter: 6, lastUsedAt: later, name: 'Laptop' });
  });

  it('lets a passkey go when removed, and every passkey with the account', async () => {
    await project(registered('pk1', 'u1', 'Laptop'), 0);
    await project(registered('pk2', 'u1', 'Phone'), 0, 'passkey-pk2');
    await project(registered('pk3', 'u2', 'Theirs'), 0, 'passkey-pk3');
    await project({ type: 'PasskeyRemoved', data: { passkeyId: 'pk1', userId: 'u1', at: later } }, 1);
    expect((await passkeyQueries(store).ofUser('u1')).map((doc) => doc._id)).toEqual(['pk2']);
    await project({ type: 'AccountDeleted', data: { userId: 'u1', at: later } }, 7, 'user-u1');
    expect(await passkeyQueries(store).ofUser('u1')).toEqual([]);
    expect(await passkeyQueries(store).byId('pk3')).not.toBeNull();
  });
});
