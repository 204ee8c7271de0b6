import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../bff/demo/seedDemo';
import { MASCOT_USER_ID } from '../../domain/mascot/lines';
import { Caller } from '../support/people';
import { useTestServer } from '../support/useTestServer';

const ADMIN_CODE = 'reserved-names';
const SIGN_UP = 'mutation($input: SignUpInput!) { signUp(input: $input) { me { id } } }';
const form = (username: string) => ({ username, email: `${username.replace(/[^a-z0-9]/gi, 'x')}@example.com`, password: 'secret1', birthDate: '1990-01-01' });

describe('usernames that pass for the mascot or the staff', () => {
  const server = useTestServer({ MASCOT: 'true', ADMIN_CODE });
  let visitor: Caller;
  const head = () => server.glimpse.engines.events.headPosition();

  beforeAll(async () => {
    visitor = new Caller(server.url, '203.0.113.40');
  });

  it('are refused at sign-up, over REST and GraphQL and at admin sign-up, storing nothing', async () => {
    for (const username of ['rnascot', 'mascot.', 'MASCOT', 'glimpse_mascot', 'admin', 'Adm1n', 'administrator', 'support', 'm0derator', 'root', 'gl1mpse']) {
      const before = await head();
      expect(await visitor.json('/api/auth/signup', 'POST', form(username)), username).toMatchObject({
        status: 400,
        body: { message: 'This username is reserved.' },
      });
      expect(await visitor.multipart('/api/auth/signup', form(username)), username).toMatchObject({
        status: 400,
        body: { message: 'This username is reserved.' },
      });
      const graphql = await visitor.graphql(SIGN_UP, { input: form(username) });
      expect(graphql.errors?.[0], username).toMatchObject({ message: 'This username is reserved.', extensions: { code: 'BAD_USER_INPUT' } });
      const admin = await visitor.json('/api/auth/admin-signup', 'POST', { ...form(username), adminCode: ADMIN_CODE });
      expect(admin, username).toMatchObject({ status: 400, body: { message: 'This username is reserved.' } });
      expect(await head(), username).toBe(before);
    }
  });

  it('leave the mascot account itself and the demo people in place', async () => {
    // The mascot registers itself on the first start, under 'mascot', without the sign-up form.
    await expect.poll(async () => (await server.glimpse.services.users.credentialsByUsername('mascot'))?._id).toBe(MASCOT_USER_ID);
    await seedDemo(server.glimpse.services);
    for (const username of ['demo', 'maya.travels', 'leo_outdoors', 'ana.sketches', 'sam_eats'])
      expect(await server.glimpse.services.users.credentialsByUsername(username), username).not.toBeNull();
  });

  it('leave ordinary names alone, a reserved short word inside them included', async () => {
    for (const username of ['groot', 'ecosystem_fan', 'helper'])
      expect((await visitor.json('/api/auth/signup', 'POST', form(username))).status, username).toBe(201);
  });
});
