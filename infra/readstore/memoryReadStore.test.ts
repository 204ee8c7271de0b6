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
    for (let i = 0; i < 30_000; i++) {
      await users.insertOne({ _id: `u${i}`, username: `name${i}`, city: `c${i % 50}`, age: i % 90, tags: ['a', `t${i % 7}`], at: new Date(i) });
    }
    // Odd shapes and values, interleaved with the regular ones, must come back as they were.
    const odd = first.collection('odd');
    await odd.insertOne({ _id: 'o1', n: -0, nan: Number.NaN, big: 2n ** 70n, none: null, gone: undefined });
    await odd.insertOne({ _id: 'o2', text: 'a\u0001b', nested: { deep: [{ at: new Date(7) }] }, '0': 'numeric key' });
    await odd.insertOne({ _id: 'o3', n: 1.5, text: '' });
    await odd.insertOne({ _id: 'o4', n: 2, text: 'x' });
    await first.collection('empty').createIndex({ keys: { x: 1 } });
    await first.flush();
    expect(first.dirty).toBe(false);

    const second = await openMemoryReadStore({ snapshotFile: file });
    const again = second.collection('users');
    expect(await again.countDocuments()).toBe(30_000);
    expect(await again.find({})).toEqual(await users.find({}));
    expect((await again.findOne({ _id: 'u5' }))!.at).toEqual(new Date(5));
    expect(again.indexes.map((index) => index.spec)).toEqual(users.indexes.map((index) => index.spec));
    expect(second.collection('empty').indexes.map((index) => index.name)).toEqual(['x_1']);
    expect(await second.collection('odd').find({})).toEqual(await odd.find({}));
    expect(Object.is((await second.collection('odd').findOne({ _id: 'o1' }))!.n, -0)).toBe(true);

    // The rebuilt compound index answers the lookup: only the 67 matches are tested.
    const before = again.docsTested;
    expect(await again.find({ city: 'c7', age: 7 })).toHaveLength(67);
    expect(again.docsTested - before).toBe(67);
    await expect(again.insertOne({ _id: 'new', username: 'name42' })).rejects.toBeInstanceOf(DuplicateKeyError);
  });

  it('answers at once after a restart and takes the snapshot in behind, keeping what is written meanwhile', async () => {
    const first = await openMemoryReadStore({ snapshotFile: file });
    for (const name of ['posts', 'likes']) {
      const collection = first.collection(name);
      await collection.createIndex({ keys: { userId: 1, at: -1 } });
      for (let i = 0; i < 25_000; i++) await collection.insertOne({ _id: `${name}${i}`, userId: `u${i % 100}`, at: i });
    }
    // One without indexes: it is taken in whole too, not only its first slice.
    for (let i = 0; i < 25_000; i++) await first.collection('views').insertOne({ _id: `v${i}` });
    await first.close();

    const second = await openMemoryReadStore({ snapshotFile: file });
    // Both collections are still being taken in: a write to the later one lands on all of it.
    await second.collection('likes').updateOne({ _id: 'likes7' }, { $set: { at: -1 } });
    await second.collection('likes').insertOne({ _id: 'likes-new', userId: 'u7', at: 99_999 });
    await second.restored;
    const likes = second.collection('likes');
    expect(await likes.countDocuments()).toBe(25_001);
    const newest = await likes.find({ userId: 'u7' }, { sort: { at: -1 }, limit: 2 });
    expect(newest.map((doc) => doc._id)).toEqual(['likes-new', 'likes24907']);
    expect((await likes.find({ userId: 'u7' }, { sort: { at: 1 }, limit: 1 }))[0]).toMatchObject({ _id: 'likes7', at: -1 });
    expect(await second.collection('posts').countDocuments({ userId: 'u3' })).toBe(250);
    expect(await second.collection('views').countDocuments()).toBe(25_000);
  });

  it('reads by id after a restart before the indexes are in, and keeps them right through the writes that follow', async () => {
    const first = await openMemoryReadStore({ snapshotFile: file });
    const likes = first.collection('likes');
    await likes.createIndex({ keys: { postId: 1 } });
    for (let i = 0; i < 5_000; i++) await likes.insertOne({ _id: `l${i}`, postId: `p${i % 50}` });
    await first.close();

    const second = await openMemoryReadStore({ snapshotFile: file });
    const again = second.collection('likes');
    expect((await again.find({ _id: { $in: ['l7', 'l4999'] } })).map((doc) => doc.postId)).toEqual(['p7', 'p49']);
    await again.updateOne({ _id: 'l7' }, { $set: { postId: 'p0' } });
    await again.insertOne({ _id: 'l-new', postId: 'p7' });
    const tested = again.docsTested;
    expect(await again.countDocuments({ postId: 'p7' })).toBe(100);
    expect(again.docsTested - tested).toBe(100);
    expect(await again.countDocuments({ postId: 'p0' })).toBe(101);
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

  it('keeps indexes current through random updates and deletes (same answers as a scan)', async () => {
    const store = await openMemoryReadStore({});
    const plain = store.collection('plain');
    const indexed = store.collection('indexed');
    await indexed.createIndex({ keys: { a: 1 } });
    await indexed.createIndex({ keys: { tags: 1, b: -1 } });
    await indexed.createIndex({ keys: { 'sub.c': 1 } });
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const pick = <V>(values: V[]) => values[random(values.length)];
    const filters = () =>
      pick<Record<string, unknown>>([
        { a: random(5) },
        { a: { $in: [random(5), random(5)] } },
        { tags: `t${random(4)}` },
        { tags: `t${random(4)}`, b: random(3) },
        { 'sub.c': random(3) },
        { a: null },
      ]);
    const updates = () =>
      pick<Record<string, unknown>>([
        { $set: { a: random(5) } },
        { $inc: { b: 1 } },
        { $push: { tags: `t${random(4)}` } },
        { $pull: { tags: `t${random(4)}` } },
        { $unset: { a: '' } },
        { $set: { 'sub.c': random(3) } },
        { $addToSet: { tags: `t${random(4)}` } },
      ]);
    for (let i = 0; i < 300; i++) {
      const doc = { _id: `d${i}`, a: random(5), b: random(3), tags: [`t${random(4)}`], sub: { c: random(3) } };
      await plain.insertOne(doc);
      await indexed.insertOne(doc);
    }
    for (let step = 0; step < 400; step++) {
      const [filter, update] = [filters(), updates()];
      const operation = random(10);
      if (operation < 6) {
        expect(await indexed.updateMany(filter, update)).toEqual(await plain.updateMany(filter, update));
      } else if (operation < 8) {
        // By _id, because with another filter each collection could pick a different document.
        const one = { _id: `d${random(300)}` };
        expect(await indexed.updateOne(one, update)).toEqual(await plain.updateOne(one, update));
      } else if (operation < 9) {
        expect(await indexed.deleteMany(filter)).toEqual(await plain.deleteMany(filter));
      }
      const probe = filters();
      const [a, b] = [await indexed.find(probe, { sort: { _id: 1 } }), await plain.find(probe, { sort: { _id: 1 } })];
      expect(a, JSON.stringify(probe)).toEqual(b);
    }
  });

  it('pages a sort over several keys of an index by merging their sorted runs', async () => {
    const store = await openMemoryReadStore({});
    const posts = store.collection('posts');
    await posts.createIndex({ keys: { authorId: 1, createdAt: -1 } });
    for (let i = 0; i < 100_000; i++)
      await posts.insertOne({ _id: `p${String(i).padStart(6, '0')}`, authorId: `u${i % 1000}`, createdAt: Math.floor(i / 3), likes: 0 });
    const authors = Array.from({ length: 30 }, (_, i) => `u${i * 7}`);
    const page = () => posts.find({ authorId: { $in: authors } }, { sort: { createdAt: -1, _id: -1 }, limit: 20 });
    const before = posts.docsTested;
    const first = await page();
    // 30 authors have 3,000 posts between them; the page looks at its 20 at most.
    expect(posts.docsTested - before).toBeLessThanOrEqual(20);
    expect(first.map((p) => p._id)).toEqual(
      Array.from({ length: 100_000 }, (_, i) => i)
        .filter((i) => authors.includes(`u${i % 1000}`))
        .map((i) => ({ id: `p${String(i).padStart(6, '0')}`, at: Math.floor(i / 3) }))
        .sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1))
        .slice(0, 20)
        .map((p) => p.id),
    );
    // Counters change without moving a post; a new post by one of the authors comes first.
    await posts.updateOne({ _id: first[0]._id }, { $inc: { likes: 1 } });
    await posts.insertOne({ _id: 'new', authorId: 'u7', createdAt: 1e9, likes: 0 });
    const second = await page();
    expect(second[0]).toEqual({ _id: 'new', authorId: 'u7', createdAt: 1e9, likes: 0 });
    expect(second[1]).toEqual({ ...first[0], likes: 1 });
  });

  it('answers merged pages exactly as a full sort does, through random writes', async () => {
    const store = await openMemoryReadStore({});
    const plain = store.collection('plain');
    const indexed = store.collection('indexed');
    await indexed.createIndex({ keys: { owner: 1, at: -1 } });
    let seed = 11;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let step = 0; step < 1500; step++) {
      const id = `d${random(400)}`;
      const operation = random(10);
      if (operation < 5) {
        const doc = { _id: id, owner: random(3) === 0 ? [`o${random(8)}`, `o${random(8)}`] : `o${random(8)}`, at: random(50), n: 0 };
        await plain.deleteOne({ _id: id });
        await indexed.deleteOne({ _id: id });
        await plain.insertOne(doc);
        await indexed.insertOne(doc);
      } else if (operation < 7) {
        const update = random(2) ? { $inc: { n: 1 } } : { $set: { at: random(50) } };
        await plain.updateOne({ _id: id }, update);
        await indexed.updateOne({ _id: id }, update);
      } else if (operation < 8) {
        await plain.deleteOne({ _id: id });
        await indexed.deleteOne({ _id: id });
      }
      const owners = Array.from({ length: 1 + random(4) }, () => `o${random(8)}`);
      const after = random(50);
      const filter = [
        { owner: { $in: owners } },
        { owner: { $in: owners }, $or: [{ at: { $lt: after } }, { at: after, _id: { $lt: 'd2' } }] },
        { $and: [{ owner: { $in: owners } }, { at: { $lt: after } }] },
      ][random(3)];
      const options = { sort: { at: -1 as const, _id: -1 as const }, skip: random(3), limit: 1 + random(15) };
      expect(await indexed.find(filter, options), JSON.stringify({ filter, options })).toEqual(await plain.find(filter, options));
    }
  });

  it('writes a snapshot as of one moment while updates go on, and never changes a document a reader holds', async () => {
    const first = await openMemoryReadStore({ snapshotFile: file });
    const c = first.collection('c');
    const ids = Array.from({ length: 30_000 }, (_, i) => `d${String(i).padStart(5, '0')}`);
    for (const _id of ids) await c.insertOne({ _id, n: 0 });
    const held = (await c.findOne({ _id: ids[1] }))!;
    const flushing = first.flush();
    for (const [i, _id] of ids.entries()) {
      await c.updateOne({ _id }, { $inc: { n: 1 } });
      if (i % 500 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    await flushing;
    expect(held.n).toBe(0);
    expect((await c.findOne({ _id: ids[1] }))!.n).toBe(1);

    // Updated in id order: the snapshot holds the updates made before some moment, and none after.
    const reopened = await openMemoryReadStore({ snapshotFile: file });
    const counts = (await reopened.collection('c').find({}, { sort: { _id: 1 } })).map((d) => d.n);
    const firstOld = counts.indexOf(0);
    expect(firstOld).toBeGreaterThan(-1);
    expect(counts.slice(firstOld).every((n) => n === 0)).toBe(true);
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
