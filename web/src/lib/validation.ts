export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

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

/** The server's bounds (domain/user/credentialLimits.ts), in characters as people count them. */
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 128;
const EMAIL_TOO_LONG = `Email must be at most ${EMAIL_MAX} characters`;
const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX} characters`;
const characters = (text: string) => [...text].length;

function validateEmail(email: string): string | undefined {
  const value = email.trim();
  if (characters(value) > EMAIL_MAX) return EMAIL_TOO_LONG;
  if (!EMAIL.test(value)) return 'Please enter a valid email address';
  return undefined;
}

/** The sign-up forms' password rule: `short` is the form's own text for one under 6 characters. */
function validatePassword(password: string, short: string): string | undefined {
  if (password.length < 6) return short;
  if (characters(password) > PASSWORD_MAX) return PASSWORD_TOO_LONG;
  return undefined;
}

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
  const email = validateEmail(values.email);
  if (email) errors.email = email;
  const password = validatePassword(values.password, 'Password must be at least 6 characters');
  if (password) errors.password = password;
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
  else if (characters(values.password) > PASSWORD_MAX) errors.password = PASSWORD_TOO_LONG;
  return errors;
}

export type PasswordChangeValues = { current: string; next: string; confirm: string };

/** The change-password form's rules (the server's: domain/account/changePasswordInput.ts), first failure only. */
export function validatePasswordChange(values: PasswordChangeValues): Partial<PasswordChangeValues> {
  if (!values.current) return { current: 'Current password is required' };
  if (characters(values.current) > PASSWORD_MAX) return { current: PASSWORD_TOO_LONG };
  if (values.next !== values.confirm) return { confirm: "New passwords don't match." };
  const next = validatePassword(values.next, 'Password must be at least 6 characters long.');
  return next ? { next } : {};
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
  const beforeBirthday = now.getUTCMonth() < birth.getUTCMonth() || (now.getUTCMonth() === birth.getUTCMonth() && now.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}
