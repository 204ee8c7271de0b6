import { describe, expect, it } from 'vitest';
import { shortSpan } from './time';

describe('the short time of the inbox and Activity', () => {
  const now = Date.parse('2026-06-15T12:00:00.000Z');
  it('counts whole weeks, else days, hours, minutes, and now under a minute', () => {
    expect(shortSpan('2026-06-15T11:59:01.000Z', now)).toBe('now');
    expect(shortSpan('2026-06-15T11:59:00.000Z', now)).toEqual({ count: 1, unit: 'minute' });
    expect(shortSpan('2026-06-15T11:00:01.000Z', now)).toEqual({ count: 59, unit: 'minute' });
    expect(shortSpan('2026-06-15T10:30:00.000Z', now)).toEqual({ count: 1, unit: 'hour' });
    expect(shortSpan('2026-06-14T11:00:00.000Z', now)).toEqual({ count: 1, unit: 'day' });
    expect(shortSpan('2026-06-08T12:00:01.000Z', now)).toEqual({ count: 6, unit: 'day' });
    expect(shortSpan('2026-06-08T12:00:00.000Z', now)).toEqual({ count: 1, unit: 'week' });
    expect(shortSpan('2026-05-05T12:00:00.000Z', now)).toEqual({ count: 5, unit: 'week' });
    expect(shortSpan('2026-06-15T12:00:30.000Z', now)).toBe('now');
    expect(shortSpan('nonsense', now)).toBeNull();
  });
});
