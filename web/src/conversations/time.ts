import { timeAgo } from '../lib/relativeTime';

const DAYS_IN_WEEK = 7;

/** The inbox's and Activity's short time, in whole units: weeks from 7 days on, else as `timeAgo`. */
export type ShortSpan = { count: number; unit: 'week' | 'day' | 'hour' | 'minute' } | 'now' | null;

export function shortSpan(date: string, now: number = Date.now()): ShortSpan {
  const ago = timeAgo(date, now);
  if (ago !== null && ago !== 'now' && ago.unit === 'day' && ago.count >= DAYS_IN_WEEK) {
    return { count: Math.floor(ago.count / DAYS_IN_WEEK), unit: 'week' };
  }
  return ago;
}
