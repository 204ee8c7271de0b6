import { describe, expect, it } from 'vitest';
import { birthDateIso, DAYS, MONTHS, yearOptions } from './birthDate';

describe('date of birth', () => {
  it('offers days 1..31, 12 months and 101 years back from now', () => {
    expect(DAYS[0]).toBe(1);
    expect(DAYS.at(-1)).toBe(31);
    expect(MONTHS).toHaveLength(12);
    expect(MONTHS[0]).toBe('January');
    const years = yearOptions(new Date('2025-06-01T00:00:00Z'));
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(1925);
  });
  it('builds an ISO birth date and rejects days that do not exist', () => {
    expect(birthDateIso('14', 'March', '1990')).toBe('1990-03-14T00:00:00.000Z');
    expect(birthDateIso('31', 'February', '1990')).toBeNull();
    expect(birthDateIso('29', 'February', '2000')).toBe('2000-02-29T00:00:00.000Z');
    expect(birthDateIso('', 'March', '1990')).toBeNull();
  });
});
