import { describe, expect, it } from 'vitest';
import { clockTime, shortTime } from './time';

describe('message times', () => {
  const now = Date.parse('2026-06-15T12:00:00.000Z');
  it('shortens to weeks, else days, hours, minutes, and now under a minute', () => {
    expect(shortTime('2026-06-15T11:59:01.000Z', now)).toBe('now');
    expect(shortTime('2026-06-15T11:59:00.000Z', now)).toBe('1m');
    expect(shortTime('2026-06-15T11:55:00.000Z', now)).toBe('5m');
    expect(shortTime('2026-06-15T11:00:01.000Z', now)).toBe('59m');
    expect(shortTime('2026-06-15T10:30:00.000Z', now)).toBe('1h');
    expect(shortTime('2026-06-14T11:00:00.000Z', now)).toBe('1d');
    expect(shortTime('2026-06-08T12:00:01.000Z', now)).toBe('6d');
    expect(shortTime('2026-06-08T12:00:00.000Z', now)).toBe('1w');
    expect(shortTime('2026-05-05T12:00:00.000Z', now)).toBe('5w');
    expect(shortTime('2026-06-15T12:00:30.000Z', now)).toBe('now');
  });
  it('shows hour:minute', () => {
    const local = new Date(2026, 5, 15, 9, 5);
    expect(clockTime(local.toISOString())).toBe('09:05');
    expect(clockTime('nonsense')).toBe('');
  });
});
