import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Glimpse } from '../../bff/app';
import { HttpClient } from '../support/httpClient';
import { phonePhoto } from '../support/images';
import { tempDataDir } from '../support/tempDataDir';
import { startTestServer } from '../support/testServer';

const ADMIN_CODE = 'let-me-moderate-42';
const adultBirthDate = '1990-02-03T00:00:00.000Z';

describe('admin sign-up over REST and GraphQL', () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let glimpse: Glimpse;

  beforeAll(async () => {
    data = await tempDataDir();
    glimpse = await startTestServer(data.dir, { ADMIN_CODE });
  });
  afterAll(async () => {
    await glimpse?.close();
    await data?.remove();
  });

  const form = (fields: Record<string, string> = {}) => ({
    username: 'modmary',
    email: 'mary@example.com',
    password: 'secret1',
    age: '36',
    birthDate: adultBirthDate,
    adminCode: ADMIN_CODE,
    ...fields,
  });

  it('refuses a missing or wrong code, storing nothing (no event, no picture, no reservation)', async () => {
    const before = await glimpse.engines.events.headPosition();
    const client = new HttpClient(glimpse.url);
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
    const wrong = await client.graphql(
      `mutation($input: AdminSignUpInput!) { adminSignUp(input: $input) { me { id } } }`,
      { input: { adminCode: 'guess', username: 'modmary', email: 'mary@example.com', password: 'secret1', birthDate: adultBirthDate } },
    );
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Invalid admin access code', extensions: { code: 'FORBIDDEN' } });
    expect(await glimpse.engines.events.headPosition()).toBe(before);
    expect(await readdir(path.join(data.dir, 'media'))).toEqual([]);
    // The username was not reserved by the refused attempts.
    expect((await client.multipart('/api/auth/signup', { ...form(), adminCode: '' })).status).toBe(201);
  });

  it('creates an administrator with the right code, answering {user}', async () => {
    const client = new HttpClient(glimpse.url);
    const res = await client.multipart('/api/auth/admin-signup', form({ username: 'bossbob', email: 'bob@example.com' }));
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ username: 'bossbob', email: 'bob@example.com', isAdmin: true });
    const me = await client.graphql('{ me { username isAdmin } }');
    expect(me.data.me).toEqual({ username: 'bossbob', isAdmin: true });
  });

  it('creates an administrator over GraphQL', async () => {
    const client = new HttpClient(glimpse.url);
    const res = await client.graphql(`mutation($input: AdminSignUpInput!) { adminSignUp(input: $input) { me { username isAdmin } token } }`, {
      input: { adminCode: ADMIN_CODE, username: 'carla', email: 'carla@example.com', password: 'secret1', birthDate: adultBirthDate },
    });
    expect(res.data.adminSignUp.me).toEqual({ username: 'carla', isAdmin: true });
  });
});
