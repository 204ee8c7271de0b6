import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../components/useForm';
import { adminSignUpFormSchema, signUpFormSchema } from './signUpRules';

const valid = { adminCode: '', username: 'alice', email: 'alice@example.com', password: 'secret1', day: '14', month: 'March', year: '1990' };
const FIELDS = ['adminCode', 'username', 'email', 'password', 'day', 'month', 'year'];

/** The texts the form shows, one per field. */
const errors = (values: Record<string, string>, schema: z.ZodType = signUpFormSchema) => {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : fieldErrors(parsed.error.issues, FIELDS);
};

describe('the sign-up form', () => {
  it('parses a complete form into what the sign-up mutation takes', () => {
    expect(signUpFormSchema.parse({ ...valid, adminCode: '', username: ' alice ', email: ' Alice@Example.com' })).toEqual({
      adminCode: null,
      username: 'alice',
      email: 'alice@example.com',
      password: 'secret1',
      birthDate: '1990-03-14T00:00:00.000Z',
    });
  });
  it('bounds the username to 3..20 characters', () => {
    expect(errors({ ...valid, username: 'al' }).username).toBe('Username must be at least 3 characters');
    expect(errors({ ...valid, username: '  ' }).username).toBe('Username must be at least 3 characters');
    expect(errors({ ...valid, username: 'abc' }).username).toBeUndefined();
    expect(errors({ ...valid, username: 'a'.repeat(20) }).username).toBeUndefined();
    expect(errors({ ...valid, username: 'a'.repeat(21) }).username).toBe('Username must be less than 20 characters');
  });
  it('refuses what the server refuses in a username: other characters, and a reserved name', () => {
    expect(errors({ ...valid, username: 'ali ce' }).username).toBe('Username may only contain letters, numbers, dots and underscores');
    expect(errors({ ...valid, username: 'rnascot' }).username).toBe('This username is reserved.');
  });
  it('needs a valid email', () => {
    for (const email of ['', 'alice', 'alice@', 'alice@example', 'a b@example.com']) {
      expect(errors({ ...valid, email }).email).toBe('Please enter a valid email address');
    }
  });
  it('needs a password of at least 6 characters', () => {
    expect(errors({ ...valid, password: '12345' }).password).toBe('Password must be at least 6 characters');
    expect(errors({ ...valid, password: '123456' }).password).toBeUndefined();
  });
  it('bounds the email at 254 characters and the password at 128, as the server does', () => {
    const email = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(errors({ ...valid, email: email(254) }).email).toBeUndefined();
    expect(errors({ ...valid, email: email(255) }).email).toBe('Email must be at most 254 characters');
    expect(errors({ ...valid, password: 'p'.repeat(128) }).password).toBeUndefined();
    expect(errors({ ...valid, password: '🔑'.repeat(128) }).password).toBeUndefined();
    expect(errors({ ...valid, password: 'p'.repeat(129) }).password).toBe('Password must be at most 128 characters');
  });
  it('needs day, month and year, naming a day that exists', () => {
    expect(errors({ ...valid, day: '', month: '', year: '' })).toEqual({
      day: 'Please select a day',
      month: 'Please select a month',
      year: 'Please select a year',
    });
    expect(errors({ ...valid, day: '31', month: 'February' })).toEqual({ day: 'Please select a valid date' });
    expect(errors({ ...valid, day: '31', month: '' })).toEqual({ month: 'Please select a month' });
  });
  it('shows every field’s refusal at once', () => {
    expect(errors({ adminCode: '', username: 'al', email: 'x', password: '1', day: '31', month: 'February', year: '1990' })).toEqual({
      username: 'Username must be at least 3 characters',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
      day: 'Please select a valid date',
    });
  });
});

describe('the admin registration form', () => {
  it('requires the admin access code, and sends it trimmed', () => {
    expect(errors({ ...valid, adminCode: '  ' }, adminSignUpFormSchema)).toEqual({ adminCode: 'Admin code is required' });
    expect(errors({ ...valid, adminCode: 'c0de', password: 'p'.repeat(129) }, adminSignUpFormSchema)).toEqual({
      password: 'Password must be at most 128 characters',
    });
    expect(adminSignUpFormSchema.parse({ ...valid, adminCode: ' c0de ' })).toMatchObject({ adminCode: 'c0de', username: 'alice' });
  });
});
