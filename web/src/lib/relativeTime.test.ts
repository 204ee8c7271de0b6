import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relativeTime';

const now = Date.parse('2025-06-15T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it('says Just now only under a minute', () => {
    expect(formatRelativeTime(ago(0), now)).toBe('Just now');
    expect(formatRelativeTime(ago(59_999), now)).toBe('Just now');
  });
  it('counts whole minutes under an hour', () => {
    expect(formatRelativeTime(ago(MIN), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * MIN + 30_000), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(59 * MIN), now)).toBe('59 minutes ago');
  });
  it('counts whole hours under a day', () => {
    expect(formatRelativeTime(ago(HOUR), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(2 * HOUR + 30 * MIN), now)).toBe('2 hours ago');
    expect(formatRelativeTime(ago(23 * HOUR + 59 * MIN), now)).toBe('23 hours ago');
  });
  it('counts whole days from one day on', () => {
    expect(formatRelativeTime(ago(DAY), now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(3 * DAY + 5 * HOUR), now)).toBe('3 days ago');
    expect(formatRelativeTime(ago(400 * DAY), now)).toBe('400 days ago');
  });
  it('treats a time in the future as Just now', () => {
    expect(formatRelativeTime(new Date(now + 5 * MIN), now)).toBe('Just now');
  });
  it('returns an empty string for an unreadable date', () => {
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});
