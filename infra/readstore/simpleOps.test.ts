import { Query, update as mingoUpdate } from 'mingo';
import { describe, expect, it } from 'vitest';
import type { Doc, Update } from '../../projections/readStore';
import { cloneValue } from './clone';
import { compileSimpleFilter } from './simpleFilter';
import { applySimpleUpdate } from './simpleUpdate';

// The hand-written fast paths must answer exactly as mingo, the reference, whenever they answer.
const docs: Doc[] = [
  { _id: 'a', n: 1, s: 'x', b: true, z: null },
  { _id: 'b', n: 2, s: 'y', b: false },
  { _id: 'c', n: '1', s: ['x', 'y'], b: 1, z: 0 },
  { _id: 'd', n: 1.0, s: { k: 'x' }, b: null, z: undefined },
  { _id: 'e', n: NaN, s: new Date(5), z: [null] },
  { _id: 'p1:u.1', n: 3, s: 'x.y' },
  { _id: 'p2:u.1', n: 4, s: 'a^b$' },
];

describe('compileSimpleFilter', () => {
  const filters = [
    { n: 1 },
    { s: 'x' },
    { b: true },
    { z: null },
    { n: { $eq: 2 } },
    { n: { $in: [1, 2] } },
    { s: { $in: ['y'] } },
    { _id: 'a', n: 1 },
    { _id: { $in: ['a', 'c', 'x'] }, b: true },
    { missing: null },
    { _id: { $regex: '^p1:' } },
    { _id: { $regex: ':u\\.1$' } },
    { s: { $regex: '^x\\.' } },
    { s: { $regex: 'b\\$$' } },
    { s: { $regex: '^a\\^b\\$' } },
    { n: { $not: { $gte: 2 } } },
    { z: { $not: { $gte: 0 } } },
    { missing: { $not: { $gte: 1 } } },
    { _id: 'b', n: { $not: { $gte: 2 } } },
  ];
  it.each(filters)('agrees with mingo on %j', (filter) => {
    const simple = compileSimpleFilter(filter);
    expect(simple).not.toBeNull();
    for (const doc of docs) {
      const answer = simple!(doc);
      if (answer !== undefined) expect(answer, `${doc._id}`).toBe(new Query(filter).test(doc));
    }
  });

  it('leaves other filters to mingo', () => {
    for (const filter of [
      { 'a.b': 1 },
      { n: { $gt: 1 } },
      { $or: [{ n: 1 }] },
      { n: { $in: [null] } },
      { n: NaN },
      { n: { $eq: 1, $ne: 2 } },
      { s: { $regex: 'x' } },
      { s: { $regex: '^x.' } },
      { s: { $regex: '^x$' } },
      { s: { $regex: '^x', $options: 'i' } },
      { s: { $regex: '\\d$' } },
      { n: { $not: { $gt: 1 } } },
      { n: { $not: { $gte: '1' } } },
    ]) {
      expect(compileSimpleFilter(filter)).toBeNull();
    }
  });
});

describe('applySimpleUpdate', () => {
  const updates: Update[] = [
    { $set: { n: 5 } },
    { $set: { n: 1 } },
    { $set: { fresh: 'v', z: null } },
    { $inc: { n: 1 } },
    { $inc: { n: 0 } },
    { $inc: { count: 2 } },
    { $unset: { z: '' } },
    { $unset: { missing: '' } },
    { $set: { s: 'q' }, $inc: { k: -1 } },
    { $set: { s: ['x', 'y'] } },
    { $set: { s: ['y', 'x'] } },
    { $set: { s: { k: 'x' } } },
    { $set: { s: { k: 'y' } } },
    { $set: { z: [null], recent: [{ day: '2026-11-24', n: 2 }] } },
    { $set: { z: [] } },
  ];
  it.each(updates)('agrees with mingo on %j', (update) => {
    for (const doc of docs) {
      const simple = applySimpleUpdate(doc, update, false);
      if (!simple) continue;
      const copy = cloneValue(doc);
      const modified = mingoUpdate(copy, update, undefined, undefined, { cloneMode: 'deep' });
      expect(simple.modified, `${doc._id}`).toBe(modified.length > 0);
      expect(simple.doc, `${doc._id}`).toEqual(copy);
      expect(Object.keys(simple.doc)).toEqual(Object.keys(copy));
    }
  });

  it('leaves other updates to mingo and never mutates the document', () => {
    const doc = { _id: 'a', n: 's', list: [1] };
    for (const update of [
      { $push: { list: 2 } },
      { $set: { 'a.b': 1 } },
      { $inc: { n: 1 } },
      { $set: { list: [new Date(2)] } },
      { $set: { n: 1 }, $inc: { n: 1 } },
    ]) {
      expect(applySimpleUpdate(doc, update, false)).toBeNull();
    }
    const inserted = applySimpleUpdate(doc, { $set: { list: [3], at: new Date(1) } }, true)!;
    expect(inserted.doc).toEqual({ _id: 'a', n: 's', list: [3], at: new Date(1) });
    expect(doc).toEqual({ _id: 'a', n: 's', list: [1] });
    const replaced = applySimpleUpdate(doc, { $set: { list: [2] } }, false)!;
    expect(replaced).toEqual({ doc: { _id: 'a', n: 's', list: [2] }, modified: true });
    expect(doc).toEqual({ _id: 'a', n: 's', list: [1] });
  });
});
