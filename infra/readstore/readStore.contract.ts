import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DuplicateKeyError, type Doc, type Filter, type ReadStore, type Update } from '../../projections/readStore';

type Post = Doc & {
  authorId: string;
  createdAt: number;
  likes: number;
  tags: string[];
  comments: { by: string; stars: number }[];
  title?: string;
  meta?: { views: number };
};

/** Twelve posts by three authors; createdAt repeats so that pagination has ties to break. */
function fixture(count = 12): Post[] {
  return Array.from({ length: count }, (_, n) => {
    const i = n + 1;
    return {
      _id: `p${String(i).padStart(2, '0')}`,
      authorId: `u${i % 3}`,
      createdAt: 1000 + Math.floor(i / 2),
      likes: i * 3,
      tags: i % 2 ? ['red', `t${i % 4}`] : ['blue'],
      comments: [
        { by: 'u1', stars: i % 5 },
        { by: 'u2', stars: 4 },
      ],
    };
  });
}

const ids = (docs: Doc[]) => docs.map((doc) => doc._id);
const byId = (a: Doc, b: Doc) => (a._id < b._id ? -1 : 1);

/**
 * The behaviour every ReadStore adapter must share. `open` gives a fresh, empty store for each
 * test and `cleanup` disposes of it.
 */
export function readStoreContract(name: string, open: () => Promise<{ store: ReadStore; cleanup: () => Promise<void> }>): void {
  describe(`ReadStore contract: ${name}`, () => {
    let store: ReadStore;
    let cleanup: () => Promise<void>;
    beforeEach(async () => {
      ({ store, cleanup } = await open());
    });
    afterEach(async () => {
      await cleanup();
    });

    const posts = () => store.collection<Post>('posts');
    const seed = async (docs = fixture()) => {
      for (const doc of docs) await posts().insertOne(doc);
      return docs;
    };
    const get = async (id: string) => (await posts().findOne({ _id: id }))!;

    describe('reads', () => {
      it('findOne returns the matching document, or null', async () => {
        const docs = await seed();
        expect(await posts().findOne({ _id: 'p04' })).toEqual(docs[3]);
        expect(await posts().findOne({ authorId: 'u2', likes: { $gt: 20 } })).toMatchObject({ _id: 'p08' });
        expect(await posts().findOne({ _id: 'nope' })).toBeNull();
      });

      it('find filters, sorts, skips and limits', async () => {
        const docs = await seed();
        const u1 = docs.filter((d) => d.authorId === 'u1').sort((a, b) => b.likes - a.likes);
        expect(await posts().find({ authorId: 'u1' }, { sort: { likes: -1 } })).toEqual(u1);
        expect(ids(await posts().find({ authorId: 'u1' }, { sort: { likes: -1 }, skip: 1, limit: 2 }))).toEqual(ids(u1.slice(1, 3)));
        expect(ids(await posts().find({}, { sort: { createdAt: 1, _id: -1 }, limit: 3 }))).toEqual(['p01', 'p03', 'p02']);
        expect(ids(await posts().find({ 'comments.stars': 0 }, { sort: { _id: 1 } }))).toEqual(['p05', 'p10']);
        expect(await posts().find({ authorId: 'nobody' })).toEqual([]);
      });

      it('pages by keyset on { createdAt: -1, _id: -1 }', async () => {
        const docs = await seed();
        const sort = { createdAt: -1, _id: -1 } as const;
        const seen: string[] = [];
        let filter: Filter = {};
        for (;;) {
          const page = await posts().find(filter, { sort, limit: 5 });
          if (page.length === 0) break;
          seen.push(...ids(page));
          const last = page[page.length - 1];
          filter = { $or: [{ createdAt: { $lt: last.createdAt } }, { createdAt: last.createdAt, _id: { $lt: last._id } }] };
        }
        const expected = [...docs].sort((a, b) => b.createdAt - a.createdAt || (a._id < b._id ? 1 : -1));
        expect(seen).toEqual(ids(expected));
      });

      it('cursor yields every match, in order, across batches', async () => {
        await seed();
        const seen: Post[] = [];
        for await (const doc of posts().cursor({ tags: 'red' }, { sort: { likes: -1 }, batchSize: 2 })) seen.push(doc);
        expect(seen).toEqual(await posts().find({ tags: 'red' }, { sort: { likes: -1 } }));
        expect(seen).toHaveLength(6);
        const none: Post[] = [];
        for await (const doc of posts().cursor({ authorId: 'nobody' })) none.push(doc);
        expect(none).toEqual([]);
      });

      it('countDocuments counts all or the matches', async () => {
        await seed();
        expect(await posts().countDocuments()).toBe(12);
        expect(await posts().countDocuments({ authorId: 'u0' })).toBe(4);
        expect(await posts().countDocuments({ likes: { $gte: 30 } })).toBe(3);
      });
    });

    describe('updates', () => {
      // Each case: the update, and what it must have done to a post given the post before it.
      const cases: { op: string; update: Update; expect: (after: Post, before: Post) => void }[] = [
        {
          op: '$set',
          update: { $set: { title: 'Hello', 'meta.views': 3 } },
          expect: (a, b) => expect(a).toEqual({ ...b, title: 'Hello', meta: { views: 3 } }),
        },
        { op: '$inc', update: { $inc: { likes: 2, shares: 1 } }, expect: (a, b) => expect(a).toEqual({ ...b, likes: b.likes + 2, shares: 1 }) },
        {
          op: '$push',
          update: { $push: { tags: 'new', comments: { $each: [{ by: 'u9', stars: 1 }] } } },
          expect: (a, b) => expect(a).toEqual({ ...b, tags: [...b.tags, 'new'], comments: [...b.comments, { by: 'u9', stars: 1 }] }),
        },
        {
          op: '$pull',
          update: { $pull: { tags: 'red', comments: { by: 'u2' } } },
          expect: (a, b) => expect(a).toEqual({ ...b, tags: b.tags.filter((t) => t !== 'red'), comments: b.comments.filter((c) => c.by !== 'u2') }),
        },
        {
          op: '$addToSet',
          update: { $addToSet: { tags: { $each: ['red', 'green'] } } },
          expect: (a, b) => expect(a).toEqual({ ...b, tags: [...b.tags, ...['red', 'green'].filter((t) => !b.tags.includes(t))] }),
        },
        {
          op: '$unset',
          update: { $unset: { comments: '', missing: '' } },
          expect: (a, b) => {
            const { comments: _, ...rest } = b;
            expect(a).toEqual(rest);
          },
        },
      ];

      for (const { op, update, expect: check } of cases) {
        it(`updateOne with ${op} changes one document`, async () => {
          const docs = await seed();
          const result = await posts().updateOne({ authorId: 'u1', _id: 'p04' }, update);
          expect(result).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
          check(await get('p04'), docs[3]);
          expect(await get('p01')).toEqual(docs[0]);
        });

        it(`updateMany with ${op} changes every match`, async () => {
          const docs = await seed();
          const result = await posts().updateMany({ authorId: 'u1' }, update);
          expect(result).toEqual({ matchedCount: 4, modifiedCount: 4, upsertedId: null });
          for (const before of docs) {
            const after = await get(before._id);
            if (before.authorId === 'u1') check(after, before);
            else expect(after).toEqual(before);
          }
        });
      }

      it('counts a no-op update as matched, not modified', async () => {
        await seed();
        expect(await posts().updateOne({ _id: 'p01' }, { $set: { authorId: 'u1' } })).toEqual({ matchedCount: 1, modifiedCount: 0, upsertedId: null });
        expect(await posts().updateMany({ tags: 'red' }, { $addToSet: { tags: 'red' } })).toEqual({ matchedCount: 6, modifiedCount: 0, upsertedId: null });
        expect(await posts().updateOne({ _id: 'nope' }, { $set: { x: 1 } })).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: null });
      });

      it('upserts: builds from the filter, applies $setOnInsert only on insert', async () => {
        const filter = { _id: 'p99', authorId: 'u9' };
        const update = { $set: { title: 'first' }, $inc: { likes: 1 }, $setOnInsert: { createdAt: 5, tags: [] } };
        expect(await posts().updateOne(filter, update, { upsert: true })).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: 'p99' });
        expect(await get('p99')).toEqual({ _id: 'p99', authorId: 'u9', title: 'first', likes: 1, createdAt: 5, tags: [] });

        const again = { $set: { title: 'second' }, $inc: { likes: 1 }, $setOnInsert: { createdAt: 77 } };
        expect(await posts().updateOne(filter, again, { upsert: true })).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
        expect(await get('p99')).toEqual({ _id: 'p99', authorId: 'u9', title: 'second', likes: 2, createdAt: 5, tags: [] });
      });

      it('upserts without an _id: generates a string id, seeds dotted and $eq fields, not operators', async () => {
        const filter = { authorId: 'u7', 'meta.views': 0, title: { $eq: 'T' }, likes: { $gt: 3 } };
        const result = await posts().updateOne(filter, { $push: { tags: 'x' } }, { upsert: true });
        expect(typeof result.upsertedId).toBe('string');
        expect(await posts().findOne({ _id: result.upsertedId! })).toEqual({
          _id: result.upsertedId,
          authorId: 'u7',
          meta: { views: 0 },
          title: 'T',
          tags: ['x'],
        });
      });

      it('takes a revision guard in the filter: a lower or missing position passes, an equal or higher one refuses, an upsert with a duplicate _id', async () => {
        const guarded = (id: string, position: number) => ({ _id: id, _pos_p: { $not: { $gte: position } } });
        const write = (id: string, position: number) =>
          posts().updateOne(guarded(id, position), { $inc: { likes: 1 }, $set: { _pos_p: position } }, { upsert: true });
        expect((await write('g1', 5)).upsertedId).toBe('g1');
        expect(await write('g1', 6)).toEqual({ matchedCount: 1, modifiedCount: 1, upsertedId: null });
        await expect(write('g1', 6)).rejects.toBeInstanceOf(DuplicateKeyError);
        await expect(write('g1', 2)).rejects.toMatchObject({ key: { _id: 'g1' } });
        expect(await get('g1')).toEqual({ _id: 'g1', likes: 2, _pos_p: 6 });
        await posts().insertOne({ _id: 'g2', authorId: 'u1' } as Post);
        expect(await posts().updateOne(guarded('g2', 1), { $set: { _pos_p: 1 } })).toMatchObject({ matchedCount: 1 });
        expect(await posts().deleteOne(guarded('g2', 1))).toEqual({ deletedCount: 0 });
        expect(await posts().deleteMany({ authorId: 'u1', _pos_p: { $not: { $gte: 2 } } })).toEqual({ deletedCount: 1 });
      });

      it('updateMany upserts one document when nothing matches', async () => {
        await seed();
        const result = await posts().updateMany({ authorId: 'u8' }, { $set: { likes: 0 } }, { upsert: true });
        expect(result).toMatchObject({ matchedCount: 0, modifiedCount: 0 });
        expect(await posts().find({ authorId: 'u8' })).toEqual([{ _id: result.upsertedId, authorId: 'u8', likes: 0 }]);
        const second = await posts().updateMany({ authorId: 'u1' }, { $set: { likes: 0 } }, { upsert: true });
        expect(second).toEqual({ matchedCount: 4, modifiedCount: 4, upsertedId: null });
      });
    });

    describe('deletes', () => {
      it('deleteOne removes one match, deleteMany every match', async () => {
        await seed();
        expect(await posts().deleteOne({ authorId: 'u1' })).toEqual({ deletedCount: 1 });
        expect(await posts().countDocuments({ authorId: 'u1' })).toBe(3);
        expect(await posts().deleteMany({ authorId: 'u1' })).toEqual({ deletedCount: 3 });
        expect(await posts().deleteOne({ authorId: 'u1' })).toEqual({ deletedCount: 0 });
        expect(await posts().countDocuments()).toBe(8);
        expect(await posts().deleteMany({})).toEqual({ deletedCount: 8 });
        expect(await posts().countDocuments()).toBe(0);
      });

      it('dropAll empties every collection and the store stays usable', async () => {
        await seed();
        await store.collection('other').insertOne({ _id: 'x' });
        await store.dropAll();
        expect(await posts().countDocuments()).toBe(0);
        expect(await store.collection('other').countDocuments()).toBe(0);
        await posts().insertOne(fixture(1)[0]);
        expect(await posts().countDocuments()).toBe(1);
      });
    });

    describe('dropping one collection', () => {
      it('drops its documents and indexes, leaves the others, and may be written again', async () => {
        await seed();
        await store.collection('users').createIndex({ keys: { username: 1 }, unique: true });
        await store.collection('users').insertOne({ _id: 'a', username: 'ann' });
        await store.drop('users');
        expect(await store.collection('users').countDocuments()).toBe(0);
        expect(await posts().countDocuments()).toBe(12);
        // The unique index went with it.
        await store.collection('users').insertOne({ _id: 'a', username: 'ann' });
        await store.collection('users').insertOne({ _id: 'b', username: 'ann' });
        expect(await store.collection('users').countDocuments()).toBe(2);
      });

      it('takes a name with no collection as done', async () => {
        await expect(store.drop('never-written')).resolves.toBeUndefined();
      });
    });

    describe('unique indexes', () => {
      const users = () => store.collection<Doc & { username: string; age?: number }>('users');
      const likes = () => store.collection('likes');
      beforeEach(async () => {
        await users().createIndex({ keys: { username: 1 }, unique: true });
        await users().insertOne({ _id: 'a', username: 'ann' });
        await users().insertOne({ _id: 'b', username: 'bob' });
      });
      const unchanged = async () => {
        expect(await users().find({}, { sort: { _id: 1 } })).toEqual([
          { _id: 'a', username: 'ann' },
          { _id: 'b', username: 'bob' },
        ]);
      };
      const rejectsDuplicate = async (write: Promise<unknown>) => {
        const error = await write.then(
          () => null,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(DuplicateKeyError);
        expect(error).toMatchObject({ code: 11000 });
      };

      it('insertOne of a taken key or _id throws DuplicateKeyError and changes nothing', async () => {
        await rejectsDuplicate(users().insertOne({ _id: 'c', username: 'ann' }));
        await rejectsDuplicate(users().insertOne({ _id: 'a', username: 'zed' }));
        await unchanged();
      });

      it('updates and upserts into a taken key throw DuplicateKeyError and change nothing', async () => {
        await rejectsDuplicate(users().updateOne({ _id: 'b' }, { $set: { username: 'ann', age: 3 } }));
        await rejectsDuplicate(users().updateMany({ username: 'bob' }, { $set: { username: 'ann' } }));
        await rejectsDuplicate(users().updateOne({ _id: 'c' }, { $set: { username: 'bob' } }, { upsert: true }));
        await rejectsDuplicate(users().updateOne({ _id: 'a', username: 'zed' }, { $set: { age: 1 } }, { upsert: true }));
        await unchanged();
        await users().updateOne({ _id: 'b' }, { $set: { username: 'bea' } });
        await users().insertOne({ _id: 'c', username: 'bob' });
        expect(await users().countDocuments()).toBe(3);
      });

      it('compound unique indexes constrain the combination', async () => {
        await likes().createIndex({ keys: { postId: 1, userId: 1 }, unique: true });
        await likes().insertOne({ _id: 'l1', postId: 'p1', userId: 'u1' });
        await likes().insertOne({ _id: 'l2', postId: 'p1', userId: 'u2' });
        await likes().insertOne({ _id: 'l3', postId: 'p2', userId: 'u1' });
        await rejectsDuplicate(likes().insertOne({ _id: 'l4', postId: 'p1', userId: 'u1' }));
        expect(await likes().countDocuments({ postId: 'p1' })).toBe(2);
      });

      it('creating a unique index over duplicates fails', async () => {
        await users().insertOne({ _id: 'c', username: 'cy', age: 30 });
        await users().insertOne({ _id: 'd', username: 'di', age: 30 });
        await rejectsDuplicate(users().createIndex({ keys: { age: 1 }, unique: true }));
        await users().insertOne({ _id: 'e', username: 'ed', age: 30 });
      });
    });

    it('$in, $lt and $or give the same answers on indexed and unindexed fields', async () => {
      const docs = fixture(60);
      const plain = store.collection<Post>('plain');
      const indexed = store.collection<Post>('indexed');
      await indexed.createIndex({ keys: { authorId: 1 } });
      await indexed.createIndex({ keys: { likes: -1 } });
      await indexed.createIndex({ keys: { tags: 1 } });
      await indexed.createIndex({ keys: { authorId: 1, createdAt: -1 } });
      for (const doc of docs) {
        await plain.insertOne(doc);
        await indexed.insertOne(doc);
      }
      const queries: [Filter, (d: Post) => boolean][] = [
        [{ authorId: 'u1' }, (d) => d.authorId === 'u1'],
        [{ authorId: { $in: ['u0', 'u2'] } }, (d) => d.authorId !== 'u1'],
        [{ likes: { $lt: 40 } }, (d) => d.likes < 40],
        [{ likes: { $in: [3, 6, 7] } }, (d) => [3, 6, 7].includes(d.likes)],
        [{ $or: [{ authorId: 'u1' }, { likes: { $lt: 20 } }] }, (d) => d.authorId === 'u1' || d.likes < 20],
        [{ authorId: 'u2', likes: { $lt: 90 } }, (d) => d.authorId === 'u2' && d.likes < 90],
        [{ authorId: 'u0', createdAt: { $in: [1003, 1006, 1009] } }, (d) => d.authorId === 'u0' && [1003, 1006, 1009].includes(d.createdAt)],
        [{ tags: 'red' }, (d) => d.tags.includes('red')],
        [{ tags: { $in: ['t1', 'blue'] } }, (d) => d.tags.includes('t1') || d.tags.includes('blue')],
        [{ $and: [{ authorId: 'u1' }, { tags: 'blue' }] }, (d) => d.authorId === 'u1' && d.tags.includes('blue')],
        [{ title: null }, () => true],
        [{ authorId: 'nobody' }, () => false],
      ];
      for (const [filter, predicate] of queries) {
        const expected = ids(docs.filter(predicate).sort(byId));
        expect(ids(await plain.find(filter, { sort: { _id: 1 } })), JSON.stringify(filter)).toEqual(expected);
        expect(ids(await indexed.find(filter, { sort: { _id: 1 } })), JSON.stringify(filter)).toEqual(expected);
        expect(await indexed.countDocuments(filter)).toBe(expected.length);
      }
    });

    // Results are copies (MongoDB) or frozen (the embedded store): a change either throws or stays local.
    it('never lets a result or an inserted document change the store', async () => {
      const attempt = (change: () => void) => {
        try {
          change();
        } catch (error) {
          expect(error).toBeInstanceOf(TypeError);
        }
      };
      const [doc] = await seed(fixture(1));
      doc.tags.push('leak');
      doc.likes = -1;
      const one = (await posts().findOne({ _id: doc._id }))!;
      attempt(() => one.tags.push('leak'));
      attempt(() => (one.comments[0].stars = 99));
      const [many] = await posts().find({});
      attempt(() => (many.title = 'leak'));
      for await (const item of posts().cursor({})) attempt(() => item.comments.pop());
      expect(await posts().findOne({ _id: doc._id })).toEqual(fixture(1)[0]);
    });
  });
}
