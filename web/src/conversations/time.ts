const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** The conversation list's short time, in whole units: 'Nw' from a week on, else 'Nd', 'Nh', 'Nm', and 'now' under a minute. */
export function shortTime(date: string, now: number = Date.now()): string {
  const then = new Date(date).getTime();
  if (Number.isNaN(then)) return '';
  const diff = Math.max(0, now - then);
  if (diff >= WEEK) return `${Math.floor(diff / WEEK)}w`;
  if (diff >= DAY) return `${Math.floor(diff / DAY)}d`;
  if (diff >= HOUR) return `${Math.floor(diff / HOUR)}h`;
  if (diff >= MINUTE) return `${Math.floor(diff / MINUTE)}m`;
  return 'now';
}

/** A message's time, hour:minute on the 24-hour clock in the viewer's time zone. */
export function clockTime(date: string): string {
  const d = new Date(date);
  if (Number.isNaN(d.getTime())) return '';
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}
