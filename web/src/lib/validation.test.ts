import { describe, expect, it } from 'vitest';
import {
  ageOn,
  birthDateIso,
  DAYS,
  hasErrors,
  MONTHS,
  validateLogIn,
  validatePasswordChange,
  validateSignUp,
  yearOptions,
  type SignUpValues,
} from './validation';

const valid: SignUpValues = {
  adminCode: '',
  username: 'alice',
  email: 'alice@example.com',
  password: 'secret1',
  day: '14',
  month: 'March',
  year: '1990',
};

describe('validateSignUp', () => {
  it('accepts a complete form', () => {
    expect(validateSignUp(valid)).toEqual({});
    expect(hasErrors(validateSignUp(valid))).toBe(false);
  });
  it('bounds the username to 3..20 characters', () => {
    expect(validateSignUp({ ...valid, username: 'al' }).username).toBe('Username must be at least 3 characters');
    expect(validateSignUp({ ...valid, username: 'abc' }).username).toBeUndefined();
    expect(validateSignUp({ ...valid, username: 'a'.repeat(20) }).username).toBeUndefined();
    expect(validateSignUp({ ...valid, username: 'a'.repeat(21) }).username).toBe('Username must be less than 20 characters');
  });
  it('needs a valid email', () => {
    for (const email of ['', 'alice', 'alice@', 'alice@example', 'a b@example.com']) {
      expect(validateSignUp({ ...valid, email }).email).toBe('Please enter a valid email address');
    }
  });
  it('needs a password of at least 6 characters', () => {
    expect(validateSignUp({ ...valid, password: '12345' }).password).toBe('Password must be at least 6 characters');
    expect(validateSignUp({ ...valid, password: '123456' }).password).toBeUndefined();
  });
  it('bounds the email at 254 characters and the password at 128, as the server does', () => {
    const email = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(validateSignUp({ ...valid, email: email(254) }).email).toBeUndefined();
    expect(validateSignUp({ ...valid, email: email(255) }).email).toBe('Email must be at most 254 characters');
    expect(validateSignUp({ ...valid, password: 'p'.repeat(128) }).password).toBeUndefined();
    expect(validateSignUp({ ...valid, password: '🔑'.repeat(128) }).password).toBeUndefined();
    expect(validateSignUp({ ...valid, password: 'p'.repeat(129) }).password).toBe('Password must be at most 128 characters');
    expect(validateSignUp({ ...valid, password: 'p'.repeat(129) }, true).password).toBe('Password must be at most 128 characters');
  });
  it('needs day, month and year', () => {
    const errors = validateSignUp({ ...valid, day: '', month: '', year: '' });
    expect(errors).toEqual({
      day: 'Please select a day',
      month: 'Please select a month',
      year: 'Please select a year',
    });
    expect(hasErrors(errors)).toBe(true);
  });
});

describe('validateSignUp for an admin', () => {
  it('requires the admin access code', () => {
    expect(validateSignUp({ ...valid, adminCode: '  ' }, true).adminCode).toBe('Admin code is required');
    expect(validateSignUp({ ...valid, adminCode: 'c0de' }, true)).toEqual({});
  });
});

describe('validateLogIn', () => {
  it('requires both fields', () => {
    expect(validateLogIn({ username: ' ', password: '' })).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
    expect(validateLogIn({ username: 'bob', password: 'x' })).toEqual({});
  });
  it('refuses a password over 128 characters', () => {
    expect(validateLogIn({ username: 'bob', password: 'p'.repeat(129) })).toEqual({ password: 'Password must be at most 128 characters' });
  });
});

describe('validatePasswordChange', () => {
  const change = { current: 'secret1', next: 'secret2', confirm: 'secret2' };
  it('accepts a matching new password of 6 to 128 characters', () => {
    expect(validatePasswordChange(change)).toEqual({});
    expect(validatePasswordChange({ ...change, next: 'n'.repeat(128), confirm: 'n'.repeat(128) })).toEqual({});
  });
  it('refuses with the settings screen texts', () => {
    expect(validatePasswordChange({ ...change, current: '' })).toEqual({ current: 'Current password is required' });
    expect(validatePasswordChange({ ...change, confirm: 'other' })).toEqual({ confirm: "New passwords don't match." });
    expect(validatePasswordChange({ ...change, next: '12345', confirm: '12345' })).toEqual({ next: 'Password must be at least 6 characters long.' });
    expect(validatePasswordChange({ ...change, next: 'n'.repeat(129), confirm: 'n'.repeat(129) })).toEqual({ next: 'Password must be at most 128 characters' });
    expect(validatePasswordChange({ ...change, current: 'c'.repeat(129) })).toEqual({ current: 'Password must be at most 128 characters' });
  });
});

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
  it('computes age, one less before the birthday', () => {
    const birth = '2000-06-15T00:00:00.000Z';
    expect(ageOn(birth, new Date('2025-06-14T12:00:00Z'))).toBe(24);
    expect(ageOn(birth, new Date('2025-06-15T12:00:00Z'))).toBe(25);
  });
});
