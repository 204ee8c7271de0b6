const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * Relative time as the post card shows it: whole days, else whole hours, else 'Just now'.
 * 'N day(s) ago' / 'N hour(s) ago' with the singular for 1.
 */
export function formatRelativeTime(date: string | number | Date, now: number | Date = Date.now()): string {
  const then = date instanceof Date ? date.getTime() : new Date(date).getTime();
  const current = now instanceof Date ? now.getTime() : now;
  if (Number.isNaN(then)) return '';
  const diff = Math.max(0, current - then);
  const days = Math.floor(diff / DAY);
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'} ago`;
  const hours = Math.floor(diff / HOUR);
  if (hours > 0) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  return 'Just now';
}
