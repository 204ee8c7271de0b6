import { beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/httpClient';
import { useTestServer } from '../support/useTestServer';

const SEARCH = `query Search($q: String!) { searchUsers(query: $q) { id username } }`;

describe('user search over REST and GraphQL', () => {
  const server = useTestServer();
  let viewer: HttpClient;

  async function signUp(username: string): Promise<HttpClient> {
    const client = new HttpClient(server.url);
    const res = await client.json('/api/auth/signup', 'POST', {
      username,
      email: `${username}@example.com`,
      password: 'secret1',
      birthDate: '1990-01-01T00:00:00.000Z',
    });
    expect(res.status).toBe(201);
    return client;
  }

  beforeAll(async () => {
    viewer = await signUp('marta');
    for (const name of ['martin', 'Marty_M', 'amartya', 'bob', 'a.b']) await signUp(name);
  });

  const names = (users: { username: string }[]) => users.map((u) => u.username);

  it('finds people by the start of their username first, then anywhere in it, without the viewer', async () => {
    const res = await viewer.request('/api/users/search?q=MART');
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['martin', 'Marty_M', 'amartya']);
    expect(res.body[0]).not.toHaveProperty('email');
  });

  it('asks for two characters on the report search, and answers the message search for any text', async () => {
    expect(await viewer.request('/api/users/search?q=m')).toMatchObject({ status: 400, body: { message: 'Type at least 2 characters to search' } });
    expect(names((await viewer.request('/api/search/b')).body)).toEqual(['bob', 'a.b']);
  });

  it('matches regex characters literally and refuses overlong text with 400', async () => {
    expect(names((await viewer.request(`/api/search/${encodeURIComponent('a.b')}`)).body)).toEqual(['a.b']);
    expect((await viewer.request(`/api/search/${encodeURIComponent('(.*')}`)).body).toEqual([]);
    expect(await viewer.request(`/api/search/${'x'.repeat(51)}`)).toMatchObject({ status: 400 });
  });

  it('answers the same over GraphQL, and only to signed-in people', async () => {
    expect(names((await viewer.graphql(SEARCH, { q: 'marty' })).data.searchUsers)).toEqual(['Marty_M', 'amartya']);
    const stranger = new HttpClient(server.url);
    expect((await stranger.graphql(SEARCH, { q: 'marty' })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await stranger.request('/api/search/marty')).toMatchObject({ status: 401 });
  });
});
