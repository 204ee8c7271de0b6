import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HttpClient } from '../support/httpClient';
import { phonePhoto } from '../support/images';
import { useTestServer } from '../support/useTestServer';

const ADMIN_CODE = 'let-me-moderate-42';
const adultBirthDate = '1990-02-03T00:00:00.000Z';

describe('admin sign-up over REST and GraphQL', () => {
  const server = useTestServer({ ADMIN_CODE });

  const form = (fields: Record<string, string> = {}) => ({
    username: 'modmary',
    email: 'mary@example.com',
    password: 'secret1',
    age: '36',
    birthDate: adultBirthDate,
    adminCode: ADMIN_CODE,
    ...fields,
  });

  it('refuses a missing or wrong code or a bad form, storing nothing (no event, no picture, no reservation)', async () => {
    const before = await server.glimpse.engines.events.headPosition();
    const client = new HttpClient(server.url);
    const picture = { bytes: await phonePhoto(), name: 'me.jpg', type: 'image/jpeg' };
    expect(await client.multipart('/api/auth/admin-signup', { ...form({ adminCode: '' }), profilePicture: picture })).toMatchObject({
      status: 400,
      body: { message: 'Admin code is required' },
    });
    expect(await client.multipart('/api/auth/admin-signup', { ...form({ adminCode: 'guess' }), profilePicture: picture })).toMatchObject({
      status: 403,
      body: { message: 'Invalid admin access code' },
    });
    expect(await client.multipart('/api/auth/admin-signup', form({ password: '123' }))).toMatchObject({
      status: 400,
      body: { message: 'Password must be at least 6 characters' },
    });
    const wrong = await client.graphql(`mutation($input: AdminSignUpInput!) { adminSignUp(input: $input) { me { id } } }`, {
      input: { adminCode: 'guess', username: 'modmary', email: 'mary@example.com', password: 'secret1', birthDate: adultBirthDate },
    });
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Invalid admin access code', extensions: { code: 'FORBIDDEN' } });
    // A plain sign-up the server refuses keeps no picture either.
    expect(await client.multipart('/api/auth/signup', { ...form({ password: '123' }), profilePicture: picture })).toMatchObject({ status: 400 });
    expect(await server.glimpse.engines.events.headPosition()).toBe(before);
    expect(await readdir(path.join(server.dataDir, 'media'))).toEqual([]);
    // The username was not reserved by the refused attempts.
    expect((await client.multipart('/api/auth/signup', { ...form(), adminCode: '' })).status).toBe(201);
  });

  it('creates an administrator with the right code, answering {user}', async () => {
    const client = new HttpClient(server.url);
    const res = await client.multipart('/api/auth/admin-signup', form({ username: 'bossbob', email: 'bob@example.com' }));
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ username: 'bossbob', email: 'bob@example.com', isAdmin: true });
    const me = await client.graphql('{ me { username isAdmin } }');
    expect(me.data.me).toEqual({ username: 'bossbob', isAdmin: true });
  });

  it('refuses an address that keeps guessing the access code, with 429 and Retry-After', async () => {
    const guess = (code: string) =>
      new HttpClient(server.url).request('/api/auth/admin-signup', {
        method: 'POST',
        headers: { 'x-forwarded-for': '203.0.113.50' },
        body: (() => {
          const body = new FormData();
          for (const [key, value] of Object.entries(form({ adminCode: code, username: 'guesser', email: 'guesser@example.com' }))) body.append(key, value);
          return body;
        })(),
      });
    for (let i = 0; i < 5; i++) expect((await guess(`guess-${i}`)).status).toBe(403);
    const refused = await guess(ADMIN_CODE);
    expect(refused).toMatchObject({ status: 429, body: { message: 'Too many failed admin access code attempts. Please try again in 1 minute.' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(50);
  });

  it('creates an administrator over GraphQL', async () => {
    const client = new HttpClient(server.url);
    const res = await client.graphql(`mutation($input: AdminSignUpInput!) { adminSignUp(input: $input) { me { username isAdmin } token } }`, {
      input: { adminCode: ADMIN_CODE, username: 'carla', email: 'carla@example.com', password: 'secret1', birthDate: adultBirthDate },
    });
    expect(res.data.adminSignUp.me).toEqual({ username: 'carla', isAdmin: true });
  });
});

describe('brute-force protection of sign-in', () => {
  const server = useTestServer();

  // The server trusts a proxy on this machine to name the client's address.
  const logIn = (from: string, password: string) =>
    new HttpClient(server.url).json('/api/auth/login', 'POST', { username: 'olga', password }, { 'x-forwarded-for': from });

  it('refuses an account under attack with 429 and Retry-After, yet lets its owner in from their usual address', async () => {
    await new HttpClient(server.url).multipart('/api/auth/signup', {
      username: 'olga',
      email: 'olga@example.com',
      password: 'olga-secret',
      birthDate: adultBirthDate,
    });
    expect((await logIn('198.51.100.7', 'olga-secret')).status).toBe(200);

    const started = Date.now();
    for (let i = 0; i < 5; i++) expect((await logIn('203.0.113.9', `guess-${i}`)).status).toBe(401);
    // Each failure was answered later than the one before.
    expect(Date.now() - started).toBeGreaterThanOrEqual(250 + 500 + 750 + 1000);

    const refused = await logIn('203.0.113.9', 'olga-secret');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many failed sign-in attempts. Please try again in 1 minute.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(50);
    expect((await logIn('192.0.2.44', 'olga-secret')).status).toBe(429);
    const gql = await new HttpClient(server.url).json(
      '/graphql',
      'POST',
      { query: 'mutation { logIn(input: { username: "olga", password: "olga-secret" }) { token } }' },
      { 'x-forwarded-for': '192.0.2.44' },
    );
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) });

    expect((await logIn('198.51.100.7', 'olga-secret')).status).toBe(200);
  });
});
