import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DuplicateKeyError } from '../../projections/readStore';
import { openMemoryReadStore } from './memoryReadStore';
import { readStoreContract } from './readStore.contract';

readStoreContract('memory', async () => {
  const store = await openMemoryReadStore({});
  return { store, cleanup: () => store.close() };
});

describe('memory read store', () => {
  let dir: string;
  let file: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'readstore-'));
    file = join(dir, 'nested', 'readstore.snapshot');
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('round-trips a snapshot: documents, indexes and unique constraints', async () => {
    const first = await openMemoryReadStore({ snapshotFile: file });
    const users = first.collection('users');
    await users.createIndex({ keys: { username: 1 }, unique: true });
    await users.createIndex({ keys: { city: 1, age: -1 }, name: 'city_age' });
    for (let i = 0; i < 120_000; i++) {
      await users.insertOne({ _id: `u${i}`, username: `name${i}`, city: `c${i % 50}`, age: i % 90, tags: ['a', `t${i % 7}`], at: new Date(i) });
    }
    await first.collection('empty').createIndex({ keys: { x: 1 } });
    await first.flush();
    expect(first.dirty).toBe(false);

    const second = await openMemoryReadStore({ snapshotFile: file });
    const again = second.collection('users');
    expect(await again.countDocuments()).toBe(120_000);
    expect(await again.findOne({ _id: 'u77777' })).toEqual(await users.findOne({ _id: 'u77777' }));
    expect((await again.findOne({ _id: 'u5' }))!.at).toEqual(new Date(5));
    expect(again.indexes.map((index) => index.spec)).toEqual(users.indexes.map((index) => index.spec));
    expect(second.collection('empty').indexes.map((index) => index.name)).toEqual(['x_1']);

    // The rebuilt compound index answers the lookup: only the 267 matches are tested.
    const before = again.docsTested;
    expect(await again.find({ city: 'c7', age: 7 })).toHaveLength(267);
    expect(again.docsTested - before).toBe(267);
    await expect(again.insertOne({ _id: 'new', username: 'name42' })).rejects.toBeInstanceOf(DuplicateKeyError);
  });

  it('flushes only when something changed, and dropAll deletes the snapshot', async () => {
    const store = await openMemoryReadStore({ snapshotFile: file });
    await store.flush();
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });

    await store.collection('c').insertOne({ _id: 'a' });
    expect(store.dirty).toBe(true);
    await store.flush();
    const written = (await stat(file)).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await store.flush();
    await store.collection('c').updateOne({ _id: 'a' }, { $set: { n: 0 } });
    await store.collection('c').updateOne({ _id: 'a' }, { $set: { n: 0 } });
    await store.collection('c').updateOne({ _id: 'zz' }, { $set: { n: 0 } });
    expect(store.dirty).toBe(true);
    await store.flush();
    expect((await stat(file)).mtimeMs).toBeGreaterThan(written);

    await store.dropAll();
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(store.dirty).toBe(false);
    const reopened = await openMemoryReadStore({ snapshotFile: file });
    expect(await reopened.collection('c').countDocuments()).toBe(0);
  });

  it('answers indexed equality and $in lookups without scanning', async () => {
    const store = await openMemoryReadStore({});
    const posts = store.collection('posts');
    await posts.createIndex({ keys: { authorId: 1, createdAt: -1 } });
    await posts.createIndex({ keys: { slug: 1 }, unique: true });
    for (let i = 0; i < 100_000; i++) await posts.insertOne({ _id: `p${i}`, authorId: `u${i % 1000}`, createdAt: i, slug: `s${i}` });

    const tested = async (run: () => Promise<unknown>) => {
      const before = posts.docsTested;
      await run();
      return posts.docsTested - before;
    };
    expect(await tested(() => posts.findOne({ _id: 'p99999' }))).toBe(1);
    expect(await tested(() => posts.findOne({ slug: 's500' }))).toBe(1);
    expect(await tested(() => posts.find({ slug: { $in: ['s1', 's2', 'missing'] } }))).toBe(2);
    expect(await tested(() => posts.find({ authorId: 'u7' }, { sort: { createdAt: -1 }, limit: 10 }))).toBe(100);
    expect(await tested(() => posts.find({ authorId: 'u7', createdAt: 3007 }))).toBe(1);
    expect(await tested(() => posts.updateOne({ slug: 's9' }, { $set: { slug: 's9b' } }))).toBe(1);
    expect(await tested(() => posts.findOne({ slug: 's9b' }))).toBe(1);
    expect(await tested(() => posts.findOne({ slug: 's9' }))).toBe(0);
    expect(await tested(() => posts.deleteOne({ _id: 'p3' }))).toBe(1);
    // An unindexed field has to be scanned; the counter shows the difference.
    expect(await tested(() => posts.countDocuments({ createdAt: 5 }))).toBe(99_999);
  });

  it('rolls back a whole updateMany that would break a unique index', async () => {
    const store = await openMemoryReadStore({});
    const users = store.collection('users');
    await users.createIndex({ keys: { handle: 1 }, unique: true });
    for (const id of ['a', 'b', 'c']) await users.insertOne({ _id: id, handle: id, group: 1 });
    await expect(users.updateMany({ group: 1 }, { $set: { handle: 'same' } })).rejects.toBeInstanceOf(DuplicateKeyError);
    expect(await users.find({}, { sort: { _id: 1 } })).toEqual(['a', 'b', 'c'].map((id) => ({ _id: id, handle: id, group: 1 })));
    await users.updateOne({ _id: 'a' }, { $set: { handle: 'z' } });
    expect(await users.findOne({ handle: 'z' })).toMatchObject({ _id: 'a' });
    expect(await users.findOne({ handle: 'a' })).toBeNull();
  });

  it('refuses to change _id and leaves the document as it was', async () => {
    const store = await openMemoryReadStore({});
    const c = store.collection('c');
    await c.insertOne({ _id: 'a', n: 1 });
    await expect(c.updateOne({ _id: 'a' }, { $set: { _id: 'b', n: 2 } })).rejects.toThrow(/immutable field '_id'/);
    expect(await c.find({})).toEqual([{ _id: 'a', n: 1 }]);
  });
});
