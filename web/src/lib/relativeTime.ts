const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago, in the largest whole unit: days, else hours, else minutes; 'now' under a minute (a time in the future too); null for an unreadable date. */
export type TimeAgo = { count: number; unit: 'day' | 'hour' | 'minute' } | 'now' | null;

export function timeAgo(date: string | number | Date, now: number | Date = Date.now()): TimeAgo {
  const then = date instanceof Date ? date.getTime() : new Date(date).getTime();
  const current = now instanceof Date ? now.getTime() : now;
  if (Number.isNaN(then)) return null;
  const diff = Math.max(0, current - then);
  if (diff >= DAY) return { count: Math.floor(diff / DAY), unit: 'day' };
  if (diff >= HOUR) return { count: Math.floor(diff / HOUR), unit: 'hour' };
  if (diff >= MINUTE) return { count: Math.floor(diff / MINUTE), unit: 'minute' };
  return 'now';
}
