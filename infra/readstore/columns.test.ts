import { setFlagsFromString } from 'node:v8';
import { describe, expect, it } from 'vitest';
import type { Doc } from '../../projections/readStore';
import { decodeDocs, encodeDocs } from './columns';

setFlagsFromString('--allow-natives-syntax');
// Whether V8 holds a number inside its object (a small integer) rather than as an object of its own.
const isSmallInteger = new Function('value', 'return %IsSmi(value)') as (value: unknown) => boolean;

const roundTrip = (docs: Doc[]): Doc[] => {
  const out: Doc[] = [];
  decodeDocs(encodeDocs(docs), out);
  return out;
};

describe('snapshot columns', () => {
  it('gives back counts and positions as small integers, which documents hold without a box each', () => {
    const [like] = roundTrip([{ _id: 'p:u', _pos_likes: 40_097, liked: true, revision: 0, seq: 40_097 }]);
    expect(like).toEqual({ _id: 'p:u', _pos_likes: 40_097, liked: true, revision: 0, seq: 40_097 });
    expect([like._pos_likes, like.revision, like.seq].map(isSmallInteger)).toEqual([true, true, true]);
  });

  it('gives back every other number exactly: fractions, large ones, -0 and NaN', () => {
    const values = [0.5, 2 ** 31, -(2 ** 31) - 1, 1e300, -0, Number.NaN, 7];
    const docs = values.map((score, i) => ({ _id: `e${i}`, score }));
    const back = roundTrip(docs);
    expect(back.map((doc, i) => Object.is(doc.score, values[i]))).toEqual(values.map(() => true));
  });

  it('gives back mixed columns as they were: ids or null, lists of ids, a post’s media', () => {
    const id = '4a30087f-a717-474a-89d7-ab49b6a0f988';
    const docs = [
      { _id: 'n1', postId: id, ids: [id, 'x'], media: [{ url: `/media/${id}.jpg`, width: 1080, alt: '' }] },
      { _id: 'n2', postId: null, ids: [], media: [] },
      {
        _id: 'n3',
        postId: id,
        ids: [id],
        media: [
          { url: `/media/${id}.jpg`, width: 1080, alt: 'A dog' },
          { url: id, width: 640, alt: id },
        ],
      },
    ];
    expect(roundTrip(structuredClone(docs))).toEqual(docs);
  });
});
