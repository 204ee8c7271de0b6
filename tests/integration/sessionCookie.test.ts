import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Glimpse } from '../../bff/app';
import { signedUpClient } from '../support/accounts';
import { tempDataDir } from '../support/tempDataDir';
import { startTestServer } from '../support/testServer';

const LOG_IN = 'mutation($input: LogInInput!) { logIn(input: $input) { me { id } } }';

/** The session cookie's attributes, lower-cased, as a login over REST and over GraphQL sets it. */
async function sessionCookiesOf(url: string, headers: Record<string, string>): Promise<string[][]> {
  const rest = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ username: 'cora', password: 'secret1' }),
  });
  const graphql = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: LOG_IN, variables: { input: { username: 'cora', password: 'secret1' } } }),
  });
  expect([rest.status, graphql.status]).toEqual([200, 200]);
  return [rest, graphql].map((res) => {
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toBeDefined();
    return cookie.split(';').map((part) => part.trim().toLowerCase());
  });
}

describe('the session cookie', () => {
  const folders: Awaited<ReturnType<typeof tempDataDir>>[] = [];
  const servers: Glimpse[] = [];
  let plain: Glimpse;
  let alwaysSecure: Glimpse;

  const start = async (env: Record<string, string> = {}) => {
    const data = await tempDataDir();
    folders.push(data);
    const glimpse = await startTestServer(data.dir, env);
    servers.push(glimpse);
    await signedUpClient(glimpse.url, 'cora');
    return glimpse;
  };

  beforeAll(async () => {
    plain = await start();
    alwaysSecure = await start({ SECURE_COOKIES: 'true' });
  });
  afterAll(async () => {
    for (const glimpse of servers) await glimpse.close();
    for (const data of folders) await data.remove();
  });

  it('is Secure when a proxy on this machine says the browser came over https, without SECURE_COOKIES', async () => {
    for (const attributes of await sessionCookiesOf(plain.url, { 'x-forwarded-proto': 'https' })) {
      expect(attributes).toContain('secure');
      expect(attributes).toContain('httponly');
    }
  });

  it('is not Secure over plain http, where a browser would not send it back', async () => {
    for (const headers of [{}, { 'x-forwarded-proto': 'http' }] as Record<string, string>[]) {
      for (const attributes of await sessionCookiesOf(plain.url, headers)) expect(attributes).not.toContain('secure');
    }
  });

  it('is always Secure with SECURE_COOKIES=true, even over plain http', async () => {
    for (const attributes of await sessionCookiesOf(alwaysSecure.url, {})) expect(attributes).toContain('secure');
  });
});
