/**
 * Explore's ranking: a post's likes and comments of the last 7 days, each weighted down by its
 * age, 0.5^(age in days / 2) (a day-old like counts 0.71, a week-old one 0.09). Ages are in whole
 * UTC days. The score is kept as log2 of the sum of 2^(day / 2) over those likes and comments:
 * the same order as the decayed sum at every moment (that sum is the score's 2^x times
 * 2^(-today / 2), a factor shared by every post), so it never needs recomputing as days pass;
 * a post's score changes only when it is liked, unliked, commented on or a comment goes.
 */
export const WINDOW_DAYS = 7;
const DAY_MS = 24 * 3600 * 1000;
/** Scores are grouped into bands this many to a doubling, which the Explore page reads one after another. */
export const BANDS_PER_DOUBLING = 8;
/** No post gathers 2^24 (16 million) likes and comments in a week: no band above today's base plus this is read. */
export const MAX_LOG2_ENGAGEMENT = 24;

/** The UTC day (days since 1970) of a time. */
export const dayOf = (at: string | Date): number => Math.floor(new Date(at).getTime() / DAY_MS);

/**
 * Engagement per day, newest first: `recent[i]` likes and comments on day `lastDay - i`, over
 * the WINDOW_DAYS days up to `lastDay`, the day of the latest.
 */
export type Engagement = { lastDay: number; recent: number[] };

/** The score of some engagement (see above); -Infinity for none. */
export function scoreOf({ lastDay, recent }: Engagement): number {
  let sum = 0;
  for (let i = 0; i < recent.length; i++) sum += recent[i] * 2 ** (-i / 2);
  return sum > 0 ? lastDay / 2 + Math.log2(sum) : Number.NEGATIVE_INFINITY;
}

export const bandOf = (score: number): number => Math.floor(score * BANDS_PER_DOUBLING);

/** The lowest band a post engaged with on `day` or after can be in. */
export const floorBand = (day: number): number => bandOf(day / 2);

/** One more like or comment on `day` (older ones than the window before it fall out). */
export function engaged(before: Engagement | null, day: number): Engagement {
  const lastDay = Math.max(before?.lastDay ?? day, day);
  const recent = shifted(before, lastDay);
  const at = lastDay - day;
  // Older than the window (a clock gone back): nothing to count.
  if (at >= WINDOW_DAYS) return before ?? { lastDay: day, recent: [] };
  while (recent.length <= at) recent.push(0);
  recent[at]++;
  while (recent[recent.length - 1] === 0) recent.pop();
  return { lastDay, recent };
}

/**
 * One like or comment fewer: the one of `day` if it is still counted, else (`day` null: an
 * unlike, whose like's day is not kept) the latest counted one. Null once none is left.
 */
export function disengaged(before: Engagement, day: number | null): Engagement | null {
  const recent = [...before.recent];
  const at = day === null ? recent.findIndex((count) => count > 0) : before.lastDay - day;
  if (at >= 0 && at < recent.length && recent[at] > 0) recent[at]--;
  while (recent.length > 0 && recent[recent.length - 1] === 0) recent.pop();
  const newest = recent.findIndex((count) => count > 0);
  if (newest < 0) return null;
  return { lastDay: before.lastDay - newest, recent: recent.slice(newest) };
}

/** The counts of `before` as seen from `lastDay`, within the window. */
function shifted(before: Engagement | null, lastDay: number): number[] {
  if (!before) return [];
  const by = lastDay - before.lastDay;
  return [...new Array<number>(Math.min(by, WINDOW_DAYS)).fill(0), ...before.recent].slice(0, WINDOW_DAYS);
}
