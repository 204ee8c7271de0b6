import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatShortTime } from './useShortTime';

describe('the short time in a language', () => {
  const now = Date.parse('2026-06-15T12:00:00.000Z');
  const fiveMinutes = '2026-06-15T11:55:00.000Z';
  const threeWeeks = '2026-05-25T12:00:00.000Z';

  it('reads as Instagram shows it in English', () => {
    const intl = createIntl({ locale: 'en', messages: {} });
    expect(formatShortTime(intl, fiveMinutes, now)).toBe('5m');
    expect(formatShortTime(intl, threeWeeks, now)).toBe('3w');
    expect(formatShortTime(intl, '2026-06-15T11:59:30.000Z', now)).toBe('now');
    expect(formatShortTime(intl, 'nonsense', now)).toBe('');
  });

  it('takes the language’s own short units', () => {
    const intl = createIntl({ locale: 'es', messages: { 'shortTime.now': 'ahora' } });
    expect(formatShortTime(intl, fiveMinutes, now)).toBe('5min');
    expect(formatShortTime(intl, threeWeeks, now)).toBe('3sem');
    expect(formatShortTime(intl, '2026-06-15T11:59:30.000Z', now)).toBe('ahora');
  });
});
