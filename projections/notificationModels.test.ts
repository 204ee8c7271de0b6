import { describe, expect, it } from 'vitest';
import { actorList, greatestWord, wordAt, wordSpan, wordsBefore, withoutWord } from './notificationModels';

const entry = (actorIds: string) => ({ actorIds });
const namesActor = (doc: { actorIds: string }, actorId: string) => wordSpan(doc.actorIds, actorId) !== null;

describe("an entry's actors", () => {
  it('finds an actor anywhere in the list, and only as a whole id', () => {
    const doc = entry('u10 u2 u300');
    expect(['u10', 'u2', 'u300'].map((id) => namesActor(doc, id))).toEqual([true, true, true]);
    expect(['u1', 'u3', 'u30', '0', ''].map((id) => namesActor(doc, id))).toEqual([false, false, false, false, false]);
    expect(namesActor(entry('u1x u1'), 'u1')).toBe(true);
    expect(namesActor(entry(''), 'u1')).toBe(false);
  });

  it('reads only as many of the latest actors as asked', () => {
    const doc = entry(Array.from({ length: 5000 }, (_, i) => `u${i}`).join(' '));
    expect(actorList(doc, 3)).toEqual(['u0', 'u1', 'u2']);
    expect(actorList(doc)).toHaveLength(5000);
    expect(actorList(entry(''), 3)).toEqual([]);
  });

  it('cuts a word out where it stands, whole words only, and finds its place and its pair in the other list', () => {
    const ids = 'u10 u2 u300 u2x';
    expect(wordSpan(ids, 'u2')).toEqual([4, 6]);
    expect(wordSpan(ids, 'u30')).toBeNull();
    expect(wordsBefore(ids, 4)).toBe(1);
    expect(wordsBefore(ids, 0)).toBe(0);
    expect(['u10', 'u2', 'u300', 'u2x'].map((id) => withoutWord(ids, wordSpan(ids, id)!))).toEqual([
      'u2 u300 u2x',
      'u10 u300 u2x',
      'u10 u2 u2x',
      'u10 u2 u300',
    ]);
    expect(withoutWord('u1', [0, 2])).toBe('');
    const times = 't3 t2 t1';
    expect(wordAt(times, 0)).toEqual([0, 2]);
    expect(wordAt(times, 2)).toEqual([6, 8]);
    expect(wordAt(times, 3)).toBeNull();
    expect(wordAt('', 0)).toBeNull();
  });

  it('finds the latest of a list of times', () => {
    expect(greatestWord('2026-03-10T10:00:00.000Z 2026-03-10T11:00:00.000Z 2026-03-09T23:00:00.000Z')).toBe('2026-03-10T11:00:00.000Z');
    expect(greatestWord('')).toBe('');
  });
});
