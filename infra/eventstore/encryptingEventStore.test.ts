import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventStore, NewEvent, StoredEvent } from '../../domain/ports/eventStore';
import { tempDataDir } from '../../tests/support/tempDataDir';
import { openSqliteKeyStore } from '../keystore/sqliteKeyStore';
import { EncryptingEventStore } from './encryptingEventStore';
import { eventStoreContract } from './eventStore.contract';
import { openSqliteEventStore } from './sqliteEventStore';

async function open() {
  const data = await tempDataDir();
  const inner: EventStore = openSqliteEventStore(join(data.dir, 'events.sqlite'));
  const store = new EncryptingEventStore(inner, openSqliteKeyStore(join(data.dir, 'keys.sqlite')));
  return {
    data,
    inner,
    store,
    cleanup: async () => {
      await store.close();
      await data.remove();
    },
  };
}

eventStoreContract('SQLite behind personal-data encryption', open);

function event(type: string, data: unknown): NewEvent {
  const id = randomUUID();
  return { id, type, data, metadata: { commandId: id, correlationId: id, causationId: id, at: '2026-01-01T00:00:00.000Z' } };
}

const published = (userId: string, caption: string) =>
  event('PostPublished', {
    postId: randomUUID(),
    userId,
    mediaUrl: '/media/x.jpg',
    mediaType: 'image',
    caption,
    location: 'Faro',
    hashtags: ['sea'],
    publishedAt: '2026-01-01T00:00:00.000Z',
    media: [{ url: '/media/x.jpg', type: 'image', posterUrl: null, width: 1080, height: 1080 }],
    alts: [`Alt: ${caption}`],
  });

describe('EncryptingEventStore', () => {
  let opened: Awaited<ReturnType<typeof open>>;
  beforeEach(async () => {
    opened = await open();
  });
  afterEach(async () => opened.cleanup());

  it("seals a person's fields in the store and opens them on every way out", async () => {
    const { store, inner } = opened;
    await store.append('post-1', [published('ann', 'Sunset over Faro')], 'no_stream');
    const raw = (await inner.readStream('post-1'))[0].data as Record<string, unknown>;
    expect(JSON.stringify(raw)).not.toMatch(/Sunset|Faro|"sea"|Alt:/);
    expect(raw).toMatchObject({ userId: 'ann', mediaUrl: '/media/x.jpg', media: [{ url: '/media/x.jpg', width: 1080 }] });
    expect((await store.readStream('post-1'))[0].data).toMatchObject({ alts: ['Alt: Sunset over Faro'] });
    expect((await store.readStream('post-1'))[0].data).toMatchObject({ caption: 'Sunset over Faro', location: 'Faro', hashtags: ['sea'] });
    expect((await store.readAll(0, 10))[0].data).toMatchObject({ caption: 'Sunset over Faro' });
    // The address a person acted from is theirs too.
    const acted = { ...published('ann', 'Again'), metadata: { ...published('ann', '').metadata, userId: 'ann', clientIp: '198.51.100.23' } };
    await store.append('post-9', [acted], 'no_stream');
    expect(JSON.stringify((await inner.readStream('post-9'))[0].metadata)).not.toContain('198.51.100.23');
    expect((await store.readStream('post-9'))[0].metadata.clientIp).toBe('198.51.100.23');
    const seen: StoredEvent[] = [];
    const subscription = store.subscribeToAll(0, (e) => void seen.push(e));
    await expect.poll(() => seen.length).toBe(2);
    await subscription.close();
    expect(seen[0].data).toMatchObject({ caption: 'Sunset over Faro' });
  });

  it('erases a person for good when their account is deleted: empty values of the right type, others untouched', async () => {
    const { store, data } = opened;
    await store.append('post-1', [published('ann', 'Ann writes')], 'no_stream');
    await store.append('post-2', [published('bob', 'Bob writes')], 'no_stream');
    const annKey = await keyOf(data.dir, 'ann');
    await store.append('user-ann', [event('AccountDeleted', { userId: 'ann', at: '2026-01-02T00:00:00.000Z' })], 'any');
    expect((await store.readStream('post-1'))[0].data).toMatchObject({ userId: 'ann', caption: '', location: '', hashtags: [], alts: [] });
    // The files stay addressable (the read models delete them), only the words go.
    expect((await store.readStream('post-1'))[0].data).toMatchObject({ media: [{ url: '/media/x.jpg' }] });
    expect((await store.readStream('post-2'))[0].data).toMatchObject({ caption: 'Bob writes' });
    // A later write for the erased person keeps nothing either: no new key is made.
    const acted = { ...published('ann', 'After deletion'), metadata: { ...published('ann', '').metadata, userId: 'ann', clientIp: '198.51.100.23' } };
    await store.append('post-4', [acted], 'no_stream');
    expect((await store.readStream('post-4'))[0].metadata.clientIp).toBe('');
    await store.append('post-3', [published('ann', 'After deletion')], 'no_stream');
    expect((await store.readStream('post-3'))[0].data).toMatchObject({ caption: '' });

    // After a restart too, and no file keeps the key.
    await store.close();
    const reopened = new EncryptingEventStore(openSqliteEventStore(join(data.dir, 'events.sqlite')), openSqliteKeyStore(join(data.dir, 'keys.sqlite')));
    expect((await reopened.readStream('post-1'))[0].data).toMatchObject({ caption: '' });
    expect((await reopened.readStream('post-2'))[0].data).toMatchObject({ caption: 'Bob writes' });
    await reopened.close();
    for (const file of ['keys.sqlite', 'keys.sqlite-wal']) {
      const bytes = await readFile(join(data.dir, file)).catch(() => Buffer.alloc(0));
      expect(bytes.includes(annKey)).toBe(false);
    }
    // The store is closed already; only the folder is left to remove.
    opened.cleanup = () => data.remove();
  });

  it('forgets an erased key another process sharing the files had opened events with, once it reads the erasure', async () => {
    const { store, data } = opened;
    const other = new EncryptingEventStore(openSqliteEventStore(join(data.dir, 'events.sqlite')), openSqliteKeyStore(join(data.dir, 'keys.sqlite')));
    try {
      await store.append('post-1', [published('ann', 'Ann writes')], 'no_stream');
      expect((await other.readStream('post-1'))[0].data).toMatchObject({ caption: 'Ann writes' });
      await store.append('user-ann', [event('AccountDeleted', { userId: 'ann', at: '2026-01-02T00:00:00.000Z' })], 'any');
      // The other process reads the log in order (its projections do): the erasure, then anything older again.
      const log = await other.readAll(0, 10);
      expect(log.map((e) => e.type)).toEqual(['PostPublished', 'AccountDeleted']);
      expect((await other.readStream('post-1'))[0].data).toMatchObject({ caption: '' });
    } finally {
      await other.close();
    }
  });

  it('closes the key store even when the event store fails to close, and passes that failure on', async () => {
    const { data, inner } = opened;
    const keys = openSqliteKeyStore(join(data.dir, 'other-keys.sqlite'));
    await keys.keyFor('ann');
    const full = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    const failing = new EncryptingEventStore({ ...inner, close: async () => Promise.reject(full) }, keys);

    await expect(failing.close()).rejects.toBe(full);
    // better-sqlite3 says the database is not open; node:sqlite (Node 24) that the statement is finalized.
    await expect(keys.existingKey('ann')).rejects.toThrow(/not open|finalized/);
  });
});

/** The owner's key as the key store holds it (read through a second connection). */
async function keyOf(dir: string, owner: string): Promise<Buffer> {
  const keys = openSqliteKeyStore(join(dir, 'keys.sqlite'));
  const key = await keys.existingKey(owner);
  await keys.close();
  expect(key).toHaveLength(32);
  return key!;
}
