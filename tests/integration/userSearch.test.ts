import { beforeAll, describe, expect, it } from 'vitest';
import { AddressedClient, HttpClient } from '../support/httpClient';
import { signUpAs } from '../support/people';
import { useTestServer } from '../support/useTestServer';

const SEARCH = `query Search($q: String!) { searchUsers(query: $q) { id username fullName } }`;

describe('account search over REST and GraphQL', () => {
  const server = useTestServer();
  let viewer: AddressedClient;
  const ids: Record<string, string> = {};

  let addresses = 0;
  async function signUp(username: string, fullName?: string): Promise<AddressedClient> {
    const client = new AddressedClient(server.url, `10.0.2.${++addresses}`);
    const res = await client.json('/api/auth/signup', 'POST', {
      username,
      email: `${username}@example.com`,
      password: 'secret1',
      birthDate: '1990-01-01T00:00:00.000Z',
    });
    expect(res.status).toBe(201);
    ids[username] = res.body.id;
    if (fullName) expect((await client.multipart('/api/auth/update-profile', { fullName, bio: '' })).status).toBe(200);
    return client;
  }

  beforeAll(async () => {
    viewer = await signUp('marta');
    const people: Record<string, AddressedClient> = {};
    for (const name of ['martin', 'Marty_M', 'amartya', 'bob', 'a.b']) people[name] = await signUp(name);
    // Anna has no posts; Smithers is private; Smitty blocks the viewer; Smitten is banned.
    people.anna = await signUp('anna_k', 'Anna Smith');
    people.smithers = await signUp('smithers', 'Waylon Smithers');
    people.smitty = await signUp('smitty');
    people.smitten = await signUp('smitten');
    await people.bob.request(`/api/users/${ids.Marty_M}/follow`, { method: 'POST' });
    await people.smithers.json('/api/account/privacy', 'POST', { isPrivate: true });
    expect((await people.smitty.request(`/api/users/${ids.marta}/block`, { method: 'POST' })).body).toEqual({ blocked: true });
    const admin = await signUpAs(server.glimpse, 'ada', '10.0.2.200', true);
    expect((await admin.json(`/api/admin/users/${ids.smitten}/ban`, 'POST', { reason: 'spam' })).status).toBeLessThan(300);
  });

  const names = (users: { username: string }[]) => users.map((u) => u.username);

  it('finds people by the start of their username, most followed first, without the viewer', async () => {
    const res = await viewer.request('/api/users/search?q=MART');
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Marty_M', 'martin']);
    expect(res.body[0]).toMatchObject({ id: ids.Marty_M, followersCount: 1, avatar: null });
    expect(res.body[0]).not.toHaveProperty('email');
  });

  it('finds people by the start of their full name or a word of it, private accounts too, and an exact username first', async () => {
    expect(names((await viewer.request('/api/users/search?q=smi')).body)).toEqual(['smithers', 'anna_k']);
    expect(names((await viewer.request('/api/users/search?q=Anna%20S')).body)).toEqual(['anna_k']);
    expect(names((await viewer.request('/api/users/search?q=smithers')).body)).toEqual(['smithers']);
    expect((await viewer.request('/api/users/search?q=waylon')).body).toEqual([expect.objectContaining({ username: 'smithers', isPrivate: true })]);
  });

  it('never finds someone blocked either way or banned', async () => {
    const smitty = await new HttpClient(server.url).json('/api/auth/login', 'POST', { username: 'smitty', password: 'secret1' });
    expect(smitty.status).toBe(200);
    for (const q of ['smitt', 'smitty', 'smitten']) expect(names((await viewer.request(`/api/users/search?q=${q}`)).body), q).toEqual([]);
    expect(names((await viewer.request('/api/search/smi')).body)).toEqual(['smithers', 'anna_k']);
  });

  it('asks for two characters on the report search, and answers the message search for any text', async () => {
    expect(await viewer.request('/api/users/search?q=m')).toMatchObject({ status: 400, body: { message: 'Type at least 2 characters to search' } });
    expect(await viewer.request('/api/users/search')).toMatchObject({ status: 400, body: { message: 'Type at least 2 characters to search' } });
    expect(names((await viewer.request('/api/search/b')).body)).toEqual(['bob']);
  });

  it('matches regex characters literally and refuses overlong text with 400', async () => {
    expect(names((await viewer.request(`/api/search/${encodeURIComponent('a.b')}`)).body)).toEqual(['a.b']);
    for (const hostile of ['(.*', '.*', '\\', 'a.*']) expect((await viewer.request(`/api/search/${encodeURIComponent(hostile)}`)).body, hostile).toEqual([]);
    expect(await viewer.request(`/api/search/${'x'.repeat(51)}`)).toMatchObject({ status: 400 });
  });

  it('answers the same over GraphQL, and only to signed-in people', async () => {
    expect((await viewer.graphql(SEARCH, { q: 'smi' })).data.searchUsers).toEqual([
      { id: ids.smithers, username: 'smithers', fullName: 'Waylon Smithers' },
      { id: ids.anna_k, username: 'anna_k', fullName: 'Anna Smith' },
    ]);
    const stranger = new HttpClient(server.url);
    expect((await stranger.graphql(SEARCH, { q: 'marty' })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await stranger.request('/api/search/marty')).toMatchObject({ status: 401 });
    expect(await stranger.request('/api/users/search?q=marty')).toMatchObject({ status: 401 });
  });
});
