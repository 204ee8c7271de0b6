import { describe, expect, it } from 'vitest';
import { actorList, namesActor } from './notificationModels';

const entry = (actorIds: string) => ({ actorIds });

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
});
