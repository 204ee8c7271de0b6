import { beforeAll, describe, expect, it } from 'vitest';
import { signedUpClient } from '../support/accounts';
import { appendsNothing } from '../support/appendsNothing';
import type { HttpClient } from '../support/httpClient';
import { useTestServer } from '../support/useTestServer';

type Person = { client: HttpClient; id: string };
const inSpanish = { 'accept-language': 'es-ES,es;q=0.9' };
const missingUser = (client: HttpClient, headers: Record<string, string> = {}) => client.request('/api/users/nobody', { headers });
const graphqlIn = async (client: HttpClient, headers: Record<string, string>) =>
  (await client.json('/graphql', 'POST', { query: 'mutation { toggleFollow(userId: "nobody") { following } }' }, headers)).body as {
    errors?: { message: string }[];
  };

describe('the person’s language over HTTP', () => {
  const server = useTestServer();
  let ana: Person;

  beforeAll(async () => {
    ana = await signedUpClient(server.url, 'ana');
  });

  it('answers refusals in the English of the spec when nothing says otherwise, else in the Accept-Language', async () => {
    expect(await missingUser(ana.client)).toMatchObject({ status: 404, body: { message: 'User not found' } });
    const anonymous = await fetch(`${server.url}/api/users/nobody`, { headers: { 'accept-language': '' } });
    expect(await anonymous.json()).toEqual({ message: 'User not found' });
    expect(await missingUser(ana.client, inSpanish)).toMatchObject({ status: 404, body: { message: 'No se encontró el usuario' } });
    expect(await missingUser(ana.client, { 'accept-language': 'ar' })).toMatchObject({ body: { message: 'لم يتم العثور على المستخدم' } });
    expect(await missingUser(ana.client, { 'accept-language': 'fr-FR, de' })).toMatchObject({ body: { message: 'User not found' } });
    expect((await graphqlIn(ana.client, inSpanish)).errors?.[0].message).toBe('No se encontró el usuario');
    const badJson = await fetch(`${server.url}/api/account/language`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...inSpanish },
      body: '{',
    });
    expect(await badJson.json()).toEqual({ message: 'El cuerpo de la solicitud no es un JSON válido.' });
  });

  it('keeps the language a person chose on their account: PUT /api/account/language answers {user}, and the server speaks it whatever the browser says', async () => {
    const chosen = await ana.client.json('/api/account/language', 'PUT', { language: 'es' });
    expect(chosen).toMatchObject({ status: 200, body: { user: { id: ana.id, language: 'es' } } });
    expect(await missingUser(ana.client, { 'accept-language': 'en' })).toMatchObject({ body: { message: 'No se encontró el usuario' } });
    expect((await graphqlIn(ana.client, { 'accept-language': 'en' })).errors?.[0].message).toBe('No se encontró el usuario');
    expect((await ana.client.graphql('query { me { language } }')).data.me).toEqual({ language: 'es' });

    const viaGraphql = await ana.client.graphql('mutation { setLanguage(language: "ar") { id language } }');
    expect(viaGraphql.data.setLanguage).toEqual({ id: ana.id, language: 'ar' });
    expect(await missingUser(ana.client)).toMatchObject({ body: { message: 'لم يتم العثور على المستخدم' } });

    // Automatic again: the request's Accept-Language, else English.
    expect(await ana.client.json('/api/account/language', 'PUT', { language: null })).toMatchObject({ status: 200, body: { user: { language: null } } });
    expect(await missingUser(ana.client)).toMatchObject({ body: { message: 'User not found' } });
    expect(await missingUser(ana.client, inSpanish)).toMatchObject({ body: { message: 'No se encontró el usuario' } });
  });

  it('refuses a language it does not speak, a missing one and a signed-out caller, appending nothing; the same language again appends nothing', async () => {
    await appendsNothing(server.glimpse, async () => {
      for (const body of [{ language: 'fr' }, {}, { language: 3 }, { language: 'ES' }]) {
        expect(await ana.client.json('/api/account/language', 'PUT', body)).toMatchObject({
          status: 400,
          body: { message: 'language must be en, es, ar or null' },
        });
      }
      const refused = await ana.client.graphql('mutation { setLanguage(language: "klingon") { id } }');
      expect(refused.errors?.[0]).toMatchObject({ message: 'language must be en, es, ar or null', extensions: { code: 'BAD_USER_INPUT' } });
      const signedOut = await fetch(`${server.url}/api/account/language`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ language: 'es' }),
      });
      expect(signedOut.status).toBe(401);
      expect(await signedOut.json()).toEqual({ message: 'Authentication required' });
      expect(await ana.client.json('/api/account/language', 'PUT', { language: null })).toMatchObject({ status: 200 });
    });
  });

  it('shows a person’s language to them only', async () => {
    const bea = await signedUpClient(server.url, 'bea');
    await bea.client.json('/api/account/language', 'PUT', { language: 'es' });
    const seen = await ana.client.graphql('query($id: ID!) { user(id: $id) { username } }', { id: bea.id });
    expect(seen.data.user).toEqual({ username: 'bea' });
    const asUser = await ana.client.request(`/api/users/${bea.id}`);
    expect(asUser.body).not.toHaveProperty('language');
  });
});
