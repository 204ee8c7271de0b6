import { describe, expect, it } from 'vitest';
import { logInInputSchema, signUpInputSchema } from './signUpInput';

const valid = { username: 'alice', email: 'Alice@Example.com', password: 'secret1', birthDate: '2000-01-01' };
const firstError = (input: unknown) => signUpInputSchema.safeParse(input).error?.issues[0]?.message;

describe('sign-up input', () => {
  it('accepts a valid form and normalises the email', () => {
    expect(signUpInputSchema.parse(valid).email).toBe('alice@example.com');
  });

  it.each([
    [{ username: 'al' }, 'Username must be at least 3 characters'],
    [{ username: 'a'.repeat(21) }, 'Username must be less than 20 characters'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    [{ birthDate: '' }, 'Date of birth is required'],
  ])('refuses %o with the spec text', (change, message) => {
    expect(firstError({ ...valid, ...change })).toBe(message);
  });

  it('bounds the email at 254 characters and the password at 128, before anything hashes it', () => {
    const email = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(firstError({ ...valid, email: email(254) })).toBeUndefined();
    expect(firstError({ ...valid, email: email(255) })).toBe('Email must be at most 254 characters');
    expect(firstError({ ...valid, email: email(5000) })).toBe('Email must be at most 254 characters');
    expect(firstError({ ...valid, password: 'p'.repeat(128) })).toBeUndefined();
    // Characters as people count them: 128 emoji are 256 UTF-16 units.
    expect(firstError({ ...valid, password: '🔑'.repeat(128) })).toBeUndefined();
    expect(firstError({ ...valid, password: 'p'.repeat(129) })).toBe('Password must be at most 128 characters');
    expect(firstError({ ...valid, password: 'p'.repeat(900_000) })).toBe('Password must be at most 128 characters');
    expect(logInInputSchema.safeParse({ username: 'alice', password: 'p'.repeat(900_000) }).error?.issues[0]?.message).toBe(
      'Password must be at most 128 characters',
    );
  });

  it('refuses a username that passes for the mascot or the staff', () => {
    for (const username of ['rnascot', 'mascot.', 'glimpse_mascot', 'admin', 'Adm1n'])
      expect(firstError({ ...valid, username }), username).toBe('This username is reserved.');
  });

  it('reads a username of invisible characters as empty, and normalizes the rest', () => {
    expect(firstError({ ...valid, username: '\u200B\u200B\u200B' })).toBe('Username must be at least 3 characters');
    expect(signUpInputSchema.parse({ ...valid, username: '\u200Balice\uFEFF' }).username).toBe('alice');
  });

  it('allows exactly 20 characters', () => {
    expect(firstError({ ...valid, username: 'a'.repeat(20) })).toBeUndefined();
  });

  it('requires username and password to log in', () => {
    expect(logInInputSchema.safeParse({ username: ' ', password: 'x' }).error?.issues[0]?.message).toBe('Username is required');
    expect(logInInputSchema.safeParse({ username: 'a', password: '' }).error?.issues[0]?.message).toBe('Password is required');
  });
});
