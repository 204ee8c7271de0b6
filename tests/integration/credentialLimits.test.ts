import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Caller, signUpAs, type Response } from '../support/people';
import { useTestServer } from '../support/useTestServer';

// Every password hash the server computes (scrypt, 128 MiB and about half a second each), counted
// from inside the server, which runs in this process: an over-long password must cost none.
const hashing = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../bff/auth/password', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../bff/auth/password')>();
  return {
    hashPassword: (password: string) => {
      hashing.count++;
      return real.hashPassword(password);
    },
    verifyPassword: (password: string, stored: string) => {
      hashing.count++;
      return real.verifyPassword(password, stored);
    },
  };
});

const ADMIN_CODE = 'credential-limits';
const HUGE_PASSWORD = 'p'.repeat(900 * 1024);
const LONG_EMAIL = `${'a'.repeat(5000 - '@example.com'.length)}@example.com`;
const EMAIL_MESSAGE = 'Email must be at most 254 characters';
const PASSWORD_MESSAGE = 'Password must be at most 128 characters';
const form = (changes: Record<string, string>) => ({
  username: 'newcomer',
  email: 'newcomer@example.com',
  password: 'secret1',
  birthDate: '1990-01-01',
  ...changes,
});

describe('an over-long email or password', () => {
  const server = useTestServer({ ADMIN_CODE });
  let ann: Caller;
  let visitor: Caller;
  const head = () => server.glimpse.engines.events.headPosition();

  /** A refusal: 400 with `message`, no event, no password hashed, well under the time of one hash. */
  async function refusedFast(message: string, attempt: () => Promise<Response>): Promise<void> {
    const [events, hashes, started] = [await head(), hashing.count, performance.now()];
    const answer = await attempt();
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(400);
    expect(answer.body.message ?? answer.body.errors?.[0]?.message).toBe(message);
    expect(hashing.count - hashes).toBe(0);
    expect(await head()).toBe(events);
    expect(performance.now() - started).toBeLessThan(1000);
  }
  /** GraphQL answers a refusal with 200 and an error; as a Response with the error's message. */
  const graphql = async (caller: Caller, query: string, variables: Record<string, unknown>): Promise<Response> => {
    const body = await caller.graphql(query, variables);
    return { status: body.errors?.[0]?.extensions?.code === 'BAD_USER_INPUT' ? 400 : 200, body: { message: body.errors?.[0]?.message } };
  };

  beforeAll(async () => {
    ann = await signUpAs(server.glimpse, 'ann', '203.0.113.1');
    visitor = new Caller(server.url, '203.0.113.50');
  });

  it('is refused at sign-up and admin sign-up, over REST and GraphQL', async () => {
    const SIGN_UP = 'mutation($input: SignUpInput!) { signUp(input: $input) { me { id } } }';
    const ADMIN_SIGN_UP = 'mutation($input: AdminSignUpInput!) { adminSignUp(input: $input) { me { id } } }';
    await refusedFast(EMAIL_MESSAGE, () => visitor.json('/api/auth/signup', 'POST', form({ email: LONG_EMAIL })));
    await refusedFast(EMAIL_MESSAGE, () => visitor.multipart('/api/auth/signup', form({ email: LONG_EMAIL })));
    await refusedFast(PASSWORD_MESSAGE, () => visitor.json('/api/auth/signup', 'POST', form({ password: HUGE_PASSWORD })));
    await refusedFast(PASSWORD_MESSAGE, () => visitor.multipart('/api/auth/signup', form({ password: HUGE_PASSWORD })));
    await refusedFast(PASSWORD_MESSAGE, () => graphql(visitor, SIGN_UP, { input: form({ password: HUGE_PASSWORD }) }));
    await refusedFast(EMAIL_MESSAGE, () => graphql(visitor, SIGN_UP, { input: form({ email: LONG_EMAIL }) }));
    await refusedFast(PASSWORD_MESSAGE, () => visitor.json('/api/auth/admin-signup', 'POST', { ...form({ password: HUGE_PASSWORD }), adminCode: ADMIN_CODE }));
    await refusedFast(EMAIL_MESSAGE, () => graphql(visitor, ADMIN_SIGN_UP, { input: { ...form({ email: LONG_EMAIL }), adminCode: ADMIN_CODE } }));
    // At the limits, the account is made.
    const email = `${'a'.repeat(254 - '@example.com'.length)}@example.com`;
    expect(await visitor.json('/api/auth/signup', 'POST', form({ email, password: 'p'.repeat(128) }))).toMatchObject({ status: 201 });
  });

  it('is refused at sign-in before any hashing, and does not count as a failed attempt', async () => {
    await refusedFast(PASSWORD_MESSAGE, () => visitor.json('/api/auth/login', 'POST', { username: 'ann', password: HUGE_PASSWORD }));
    await refusedFast(PASSWORD_MESSAGE, () =>
      graphql(visitor, 'mutation($input: LogInInput!) { logIn(input: $input) { token } }', { input: { username: 'ann', password: 'p'.repeat(129) } }),
    );
    const hashes = hashing.count;
    expect((await visitor.json('/api/auth/login', 'POST', { username: 'ann', password: 'secret1' })).status).toBe(200);
    // The count sees the server's hashing: a real sign-in checks one.
    expect(hashing.count - hashes).toBe(1);
  });

  it('is refused when changing the password, either one, and the old password still works', async () => {
    const CHANGE = 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) }';
    await refusedFast(PASSWORD_MESSAGE, () => ann.json('/api/auth/change-password', 'POST', { currentPassword: 'secret1', newPassword: HUGE_PASSWORD }));
    await refusedFast(PASSWORD_MESSAGE, () => ann.json('/api/auth/change-password', 'POST', { currentPassword: HUGE_PASSWORD, newPassword: 'secret2' }));
    await refusedFast(PASSWORD_MESSAGE, () => graphql(ann, CHANGE, { input: { currentPassword: 'secret1', newPassword: 'n'.repeat(129) } }));
    // A reset's new password and an email change's password alike.
    await refusedFast(PASSWORD_MESSAGE, () => visitor.json('/api/auth/reset-password', 'POST', { token: 'no-such-link', newPassword: HUGE_PASSWORD }));
    await refusedFast(PASSWORD_MESSAGE, () => ann.json('/api/auth/change-email', 'POST', { email: 'ann.new@example.com', password: HUGE_PASSWORD }));
    expect((await visitor.json('/api/auth/login', 'POST', { username: 'ann', password: 'secret1' })).status).toBe(200);
  });
});
