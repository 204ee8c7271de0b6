import { plural } from './plural';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Relative time as a post card shows it: 'N day(s) ago', else 'N hour(s) ago', else 'N minute(s) ago',
 * whole units, and 'Just now' only under a minute (a time in the future, a clock slightly ahead, too).
 */
export function formatRelativeTime(date: string | number | Date, now: number | Date = Date.now()): string {
  const then = date instanceof Date ? date.getTime() : new Date(date).getTime();
  const current = now instanceof Date ? now.getTime() : now;
  if (Number.isNaN(then)) return '';
  const diff = Math.max(0, current - then);
  if (diff >= DAY) return plural(Math.floor(diff / DAY), { one: '# day ago', other: '# days ago' });
  if (diff >= HOUR) return plural(Math.floor(diff / HOUR), { one: '# hour ago', other: '# hours ago' });
  if (diff >= MINUTE) return plural(Math.floor(diff / MINUTE), { one: '# minute ago', other: '# minutes ago' });
  return 'Just now';
}
