const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The conversation list's short time: whole days 'Nd', else whole hours 'Nh', else 'now'. */
export function shortTime(date: string, now: number = Date.now()): string {
  const then = new Date(date).getTime();
  if (Number.isNaN(then)) return '';
  const diff = Math.max(0, now - then);
  if (diff >= DAY) return `${Math.floor(diff / DAY)}d`;
  if (diff >= HOUR) return `${Math.floor(diff / HOUR)}h`;
  return 'now';
}

/** A message's time, hour:minute on the 24-hour clock in the viewer's time zone. */
export function clockTime(date: string): string {
  const d = new Date(date);
  if (Number.isNaN(d.getTime())) return '';
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}
