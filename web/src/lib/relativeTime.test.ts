import { describe, expect, it } from 'vitest';
import { timeAgo } from './relativeTime';

const now = Date.parse('2025-06-15T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('timeAgo', () => {
  it('says now only under a minute', () => {
    expect(timeAgo(ago(0), now)).toBe('now');
    expect(timeAgo(ago(59_999), now)).toBe('now');
  });
  it('counts whole minutes under an hour', () => {
    expect(timeAgo(ago(MIN), now)).toEqual({ count: 1, unit: 'minute' });
    expect(timeAgo(ago(5 * MIN + 30_000), now)).toEqual({ count: 5, unit: 'minute' });
    expect(timeAgo(ago(59 * MIN), now)).toEqual({ count: 59, unit: 'minute' });
  });
  it('counts whole hours under a day', () => {
    expect(timeAgo(ago(HOUR), now)).toEqual({ count: 1, unit: 'hour' });
    expect(timeAgo(ago(23 * HOUR + 59 * MIN), now)).toEqual({ count: 23, unit: 'hour' });
  });
  it('counts whole days from one day on', () => {
    expect(timeAgo(ago(DAY), now)).toEqual({ count: 1, unit: 'day' });
    expect(timeAgo(ago(400 * DAY), now)).toEqual({ count: 400, unit: 'day' });
  });
  it('treats a time in the future as now', () => {
    expect(timeAgo(new Date(now + 5 * MIN), now)).toBe('now');
  });
  it('answers null for an unreadable date', () => {
    expect(timeAgo('not a date', now)).toBeNull();
  });
});
