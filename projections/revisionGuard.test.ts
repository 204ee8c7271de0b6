import { beforeEach, describe, expect, it } from 'vitest';
import { openMemoryReadStore } from '../infra/readstore/memoryReadStore';
import { postLiked, postPublished, projection, userRegistered } from './projectors/projectionKit';
import { collections } from './readModels';
import type { ReadStore } from './readStore';
import { GuardedStore, guardField } from './revisionGuard';

describe('GuardedStore', () => {
  let store: ReadStore;
  let guard: GuardedStore;
  const counter = () => store.collection('counters').findOne({ _id: 'c' });

  beforeEach(async () => {
    store = await openMemoryReadStore({});
    guard = new GuardedStore(store, guardField('counting'));
  });

  it('applies an $inc delivered twice once, and records the position in the document', async () => {
    await guard
      .at(1)
      .collection('counters')
      .updateOne({ _id: 'c' }, { $inc: { n: 1 } }, { upsert: true });
    await guard
      .at(2)
      .collection('counters')
      .updateOne({ _id: 'c' }, { $inc: { n: 1 } });
    const again = await guard
      .at(2)
      .collection('counters')
      .updateOne({ _id: 'c' }, { $inc: { n: 1 } });
    expect(again.matchedCount).toBe(0);
    expect(await counter()).toEqual({ _id: 'c', n: 2, _pos_counting: 2 });
  });

  it('answers an upsert the guard refuses as already applied, and leaves the document', async () => {
    await guard
      .at(5)
      .collection('counters')
      .updateOne({ _id: 'c' }, { $setOnInsert: { n: 1 } }, { upsert: true });
    const again = await guard
      .at(5)
      .collection('counters')
      .updateOne({ _id: 'c' }, { $setOnInsert: { n: 9 } }, { upsert: true });
    expect(again).toEqual({ matchedCount: 0, modifiedCount: 0, upsertedId: null });
    const older = await guard
      .at(3)
      .collection('counters')
      .updateOne({ _id: 'c' }, { $set: { n: 3 } }, { upsert: true });
    expect(older.upsertedId).toBeNull();
    expect(await counter()).toEqual({ _id: 'c', n: 1, _pos_counting: 5 });
  });

  it('lets one event write a document twice, and refuses both writes when it comes again', async () => {
    for (let delivery = 0; delivery < 2; delivery++) {
      const counters = guard.at(1).collection('counters');
      await counters.updateOne({ _id: 'c' }, { $setOnInsert: { n: 0 } }, { upsert: true });
      await counters.updateOne({ _id: 'c' }, { $inc: { n: 1 } });
    }
    expect(await counter()).toEqual({ _id: 'c', n: 1, _pos_counting: 1 });
  });

  it('guards updateMany document by document, with the documents this event already wrote', async () => {
    const raw = store.collection('counters');
    await raw.insertOne({ _id: 'a', group: 'g', n: 0 });
    await raw.insertOne({ _id: 'b', group: 'g', n: 0, _pos_counting: 4 });
    for (let delivery = 0; delivery < 2; delivery++) {
      const counters = guard.at(3).collection('counters');
      await counters.updateOne({ _id: 'c' }, { $set: { group: 'g', n: 0 } }, { upsert: true });
      await counters.updateMany({ group: 'g' }, { $inc: { n: 1 } });
      await counters.updateOne({ _id: 'a' }, { $inc: { n: 10 } });
    }
    expect(await raw.find({}, { sort: { _id: 1 } })).toEqual([
      { _id: 'a', group: 'g', n: 11, _pos_counting: 3 },
      { _id: 'b', group: 'g', n: 0, _pos_counting: 4 },
      { _id: 'c', group: 'g', n: 1, _pos_counting: 3 },
    ]);
  });

  it('does not let an old event delete what a later one wrote', async () => {
    await guard
      .at(7)
      .collection('counters')
      .updateOne({ _id: 'c' }, { $set: { n: 7 } }, { upsert: true });
    expect(await guard.at(6).collection('counters').deleteOne({ _id: 'c' })).toEqual({ deletedCount: 0 });
    expect(await guard.at(6).collection('counters').deleteMany({ n: 7 })).toEqual({ deletedCount: 0 });
    expect(await guard.at(8).collection('counters').deleteMany({ n: 7 })).toEqual({ deletedCount: 1 });
  });

  it('guards a delete of a list of ids document by document', async () => {
    const counters = guard.at(7).collection('counters');
    await counters.updateOne({ _id: 'a' }, { $set: { n: 7 } }, { upsert: true });
    await counters.updateOne({ _id: 'b' }, { $set: { n: 5 } }, { upsert: true });
    await store.collection('counters').updateOne({ _id: 'b' }, { $set: { _pos_counting: 5 } });
    expect(
      await guard
        .at(6)
        .collection('counters')
        .deleteMany({ _id: { $in: ['a', 'b', 'b', 'gone'] } }),
    ).toEqual({ deletedCount: 1 });
    expect(await store.collection('counters').find({}, { sort: { _id: 1 } })).toEqual([{ _id: 'a', n: 7, _pos_counting: 7 }]);
  });

  it('leaves a document a $setOnInsert finds as it was, and still guards the next write of the same event to it', async () => {
    const raw = store.collection('counters');
    await guard
      .at(2)
      .collection('counters')
      .updateOne({ _id: 'c' }, { $inc: { n: 1 } }, { upsert: true });
    const before = await raw.findOne({ _id: 'c' });
    for (let delivery = 0; delivery < 2; delivery++) {
      const counters = guard.at(4).collection('counters');
      const found = await counters.updateOne({ _id: 'c' }, { $setOnInsert: { n: 0 } }, { upsert: true });
      expect(found.upsertedId).toBeNull();
      if (delivery === 0) expect(await raw.findOne({ _id: 'c' })).toBe(before);
      await counters.updateOne({ _id: 'c' }, { $inc: { n: 1 } });
    }
    expect(await counter()).toEqual({ _id: 'c', n: 2, _pos_counting: 4 });
  });

  it('keeps one guard per projector, so one applying an event late is not refused for what another wrote since', async () => {
    const late = new GuardedStore(store, guardField('late'));
    await guard
      .at(10)
      .collection('counters')
      .updateOne({ _id: 'c' }, { $set: { n: 10 } }, { upsert: true });
    await late
      .at(9)
      .collection('counters')
      .updateOne({ _id: 'c' }, { $inc: { likes: 1 } });
    await late
      .at(9)
      .collection('counters')
      .updateOne({ _id: 'c' }, { $inc: { likes: 1 } });
    expect(await counter()).toEqual({ _id: 'c', n: 10, likes: 1, _pos_counting: 10, _pos_late: 9 });
  });
});

describe('projectors behind the guard', () => {
  it('count a like delivered twice once', async () => {
    const { project, redeliver, store } = await projection();
    await project(userRegistered('u1'));
    await project(postPublished('p1', 'u1'));
    await project(postLiked('p1', 'u1'));
    await redeliver(-1);
    await redeliver(0);
    expect(await store.collection(collections.posts).findOne({ _id: 'p1' })).toMatchObject({ likesCount: 1 });
  });
});
