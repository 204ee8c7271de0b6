export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const DAYS: number[] = Array.from({ length: 31 }, (_, i) => i + 1);

/** The current year back 100 years, newest first. */
export function yearOptions(now: Date = new Date()): number[] {
  const current = now.getFullYear();
  return Array.from({ length: 101 }, (_, i) => current - i);
}

export interface SignUpValues {
  /** Only on the admin registration form. */
  adminCode: string;
  username: string;
  email: string;
  password: string;
  day: string;
  month: string;
  year: string;
}

export type SignUpErrors = Partial<Record<keyof SignUpValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateUsername(username: string): string | undefined {
  const value = username.trim();
  if (value.length < 3) return 'Username must be at least 3 characters';
  if (value.length > 20) return 'Username must be less than 20 characters';
  return undefined;
}

export function validateSignUp(values: SignUpValues, admin = false): SignUpErrors {
  const errors: SignUpErrors = {};
  if (admin && !values.adminCode.trim()) errors.adminCode = 'Admin code is required';
  const username = validateUsername(values.username);
  if (username) errors.username = username;
  if (!EMAIL.test(values.email.trim())) errors.email = 'Please enter a valid email address';
  if (values.password.length < 6) errors.password = 'Password must be at least 6 characters';
  if (!values.day) errors.day = 'Please select a day';
  if (!values.month) errors.month = 'Please select a month';
  if (!values.year) errors.year = 'Please select a year';
  return errors;
}

export interface LogInValues {
  username: string;
  password: string;
}

export function validateLogIn(values: LogInValues): Partial<Record<keyof LogInValues, string>> {
  const errors: Partial<Record<keyof LogInValues, string>> = {};
  if (!values.username.trim()) errors.username = 'Username is required';
  if (!values.password) errors.password = 'Password is required';
  return errors;
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

/** Whole years from the birth date, one less if this year's birthday hasn't come yet. */
export function ageOn(birthIso: string, now: Date = new Date()): number {
  const birth = new Date(birthIso);
  let age = now.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    now.getUTCMonth() < birth.getUTCMonth() ||
    (now.getUTCMonth() === birth.getUTCMonth() && now.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}
