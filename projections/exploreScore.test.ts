import { describe, expect, it } from 'vitest';
import { bandOf, dayOf, disengaged, type Engagement, engaged, floorBand, scoreOf } from './exploreScore';

const D = dayOf('2026-03-10T12:00:00.000Z');
const on = (...days: number[]) => days.reduce<Engagement | null>((e, day) => engaged(e, day), null)!;
/** The decayed sum the score stands for, seen from `today`. */
const decayed = (e: Engagement, today: number) => 2 ** (scoreOf(e) - today / 2);

describe("Explore's engagement score", () => {
  it('weighs each like or comment 0.5^(age in days / 2): a fresh one 1, a day-old one 0.71, a week-old one under 0.1', () => {
    expect(decayed(on(D), D)).toBeCloseTo(1);
    expect(decayed(on(D - 1), D)).toBeCloseTo(Math.SQRT1_2);
    expect(decayed(on(D, D, D - 2), D)).toBeCloseTo(2.5);
    expect(decayed(on(D - 6), D + 1)).toBeCloseTo(0.5 ** 3.5);
  });

  it('ranks more engagement above less, and recent above old, whenever it is read', () => {
    const [two, one, older] = [scoreOf(on(D, D)), scoreOf(on(D)), scoreOf(on(D - 1))];
    expect(two).toBeGreaterThan(one);
    expect(one).toBeGreaterThan(older);
    // Three likes two days ago outweigh one today (1.5 > 1).
    expect(scoreOf(on(D - 2, D - 2, D - 2))).toBeGreaterThan(one);
    expect(bandOf(two)).toBeGreaterThan(bandOf(one));
    expect(bandOf(scoreOf(on(D - 6)))).toBeGreaterThanOrEqual(floorBand(D - 6));
  });

  it('keeps the 7 days up to the latest, newest first', () => {
    expect(on(D - 10, D - 3, D, D)).toEqual({ lastDay: D, recent: [2, 0, 0, 1] });
    expect(on(D, D - 2)).toEqual({ lastDay: D, recent: [1, 0, 1] });
    expect(on(D, D + 6)).toEqual({ lastDay: D + 6, recent: [1, 0, 0, 0, 0, 0, 1] });
    expect(on(D, D + 7)).toEqual({ lastDay: D + 7, recent: [1] });
  });

  it('takes an unlike off the latest day and a deleted comment off its own, forgetting a post with none left', () => {
    const e = on(D - 3, D - 1, D - 1);
    expect(disengaged(e, null)).toEqual({ lastDay: D - 1, recent: [1, 0, 1] });
    expect(disengaged(e, D - 3)).toEqual({ lastDay: D - 1, recent: [2] });
    expect(disengaged(e, D - 30)).toEqual(e);
    expect(disengaged(on(D), null)).toBeNull();
    expect(disengaged(on(D, D - 2), D)).toEqual({ lastDay: D - 2, recent: [1] });
  });
});
