/** The sign-up forms' date of birth, chosen as three selects: day, English month name, year. */
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

export const DAYS: number[] = Array.from({ length: 31 }, (_, i) => i + 1);

/** The current year back 100 years, newest first. */
export function yearOptions(now: Date = new Date()): number[] {
  const current = now.getFullYear();
  return Array.from({ length: 101 }, (_, i) => current - i);
}

/** Birth date from the selects as an ISO timestamp (midnight UTC), or null if the date doesn't exist. */
export function birthDateIso(day: string, month: string, year: string): string | null {
  const d = Number(day);
  const m = MONTHS.indexOf(month as (typeof MONTHS)[number]);
  const y = Number(year);
  if (!Number.isInteger(d) || !Number.isInteger(y) || m < 0) return null;
  const date = new Date(Date.UTC(y, m, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m || date.getUTCDate() !== d) return null;
  return date.toISOString();
}
