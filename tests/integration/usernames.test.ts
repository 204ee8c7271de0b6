import { beforeAll, describe, expect, it } from 'vitest';
import { appendsNothing } from '../support/appendsNothing';
import { HttpClient } from '../support/httpClient';
import { phonePhoto } from '../support/images';
import { type Caller, signUpAs } from '../support/people';
import { useTestServer } from '../support/useTestServer';

const birthDate = '1990-05-01T00:00:00.000Z';
const SEARCH_POSTS = 'query($q: String!) { searchPosts(query: $q) { edges { node { id user { username } } } } }';

describe('changing a username', () => {
  const server = useTestServer();
  let ann: Caller;
  let bob: Caller;
  let postId: string;

  beforeAll(async () => {
    ann = await signUpAs(server.glimpse, 'annika', '203.0.113.10');
    bob = await signUpAs(server.glimpse, 'bobby', '203.0.113.20');
    const photo = new Blob([new Uint8Array(await phonePhoto(200, 200))], { type: 'image/jpeg' });
    postId = (await ann.multipart('/api/posts', { media: photo, caption: 'Lighthouse at dusk' })).body.id;
    expect((await ann.json(`/api/posts/${postId}/comments`, 'POST', { content: 'First!' })).status).toBe(201);
    expect((await ann.json(`/api/users/${bob.id}/follow`, 'POST')).status).toBe(200);
  });

  const change = (who: Caller, username: unknown) => who.json('/api/auth/change-username', 'POST', { username });
  const logIn = (username: string) => new HttpClient(server.url).json('/api/auth/login', 'POST', { username, password: 'secret1' });

  it('answers the person under the new name, which every view shows at once; the old name signs in no more', async () => {
    const res = await change(ann, '  lee.anni ');
    expect(res).toMatchObject({ status: 200, body: { user: { id: ann.id, username: 'lee.anni', email: 'annika@example.com' } } });

    expect((await bob.request(`/api/users/${ann.id}`)).body).toMatchObject({ username: 'lee.anni' });
    expect((await bob.graphql('query($id: ID!) { user(id: $id) { username } }', { id: ann.id })).data.user).toEqual({ username: 'lee.anni' });
    expect((await bob.request(`/api/posts/${postId}/comments`)).body[0].user).toMatchObject({ id: ann.id, username: 'lee.anni' });
    expect((await bob.request(`/api/posts/${postId}`)).body.user).toMatchObject({ username: 'lee.anni' });
    expect((await bob.request('/api/users/search?q=lee.a')).body.map((u: { username: string }) => u.username)).toEqual(['lee.anni']);
    expect((await bob.request('/api/search/lee.an')).body.map((u: { username: string }) => u.username)).toEqual(['lee.anni']);
    // Post search matches the author's name: the new one, never the old.
    const found = await bob.graphql(SEARCH_POSTS, { q: 'lee.anni' });
    expect(found.data.searchPosts.edges.map((e: { node: { id: string; user: { username: string } } }) => [e.node.id, e.node.user.username])).toEqual([
      [postId, 'lee.anni'],
    ]);
    expect((await bob.graphql(SEARCH_POSTS, { q: 'annika' })).data.searchPosts.edges).toEqual([]);
    // Bob's Activity names Ann's follow under her new name.
    expect((await bob.request('/api/notifications')).body[0].actors).toEqual([expect.objectContaining({ id: ann.id, username: 'lee.anni' })]);

    expect((await logIn('lee.anni')).status).toBe(200);
    expect(await logIn('annika')).toMatchObject({ status: 401, body: { message: 'Invalid username or password' } });
  });

  it('frees the old name: someone else can take it afterwards', async () => {
    const signUp = await new HttpClient(server.url).multipart('/api/auth/signup', {
      username: 'annika',
      email: 'other-annika@example.com',
      password: 'secret1',
      birthDate,
    });
    expect(signUp).toMatchObject({ status: 201, body: { username: 'annika' } });
    expect((await bob.request('/api/users/search?q=annika')).body.map((u: { id: string; username: string }) => [u.id, u.username])).toEqual([
      [signUp.body.id, 'annika'],
    ]);
  });

  it('keeps the name when only its case changes: nobody else can take it', async () => {
    expect(await change(ann, 'Lee.Anni')).toMatchObject({ status: 200, body: { user: { username: 'Lee.Anni' } } });
    expect((await logIn('lee.anni')).status).toBe(200);
    const taken = await new HttpClient(server.url).multipart('/api/auth/signup', {
      username: 'lee.anni',
      email: 'third@example.com',
      password: 'secret1',
      birthDate,
    });
    expect(taken).toMatchObject({ status: 409, body: { message: 'Username is already taken' } });
  });

  it("refuses a taken, reserved or invalid name with sign-up's words, appending nothing", async () => {
    const refusals: [unknown, number, string][] = [
      ['bobby', 409, 'Username is already taken'],
      ['BOBBY', 409, 'Username is already taken'],
      ['glimpse_official', 400, 'This username is reserved.'],
      ['admin', 400, 'This username is reserved.'],
      ['an', 400, 'Username must be at least 3 characters'],
      ['a'.repeat(21), 400, 'Username must be less than 20 characters'],
      ['ann lee', 400, 'Username may only contain letters, numbers, dots and underscores'],
      ['   ', 400, 'Username must be at least 3 characters'],
      [undefined, 400, 'Username must be at least 3 characters'],
      [42, 400, 'Username must be at least 3 characters'],
    ];
    for (const [username, status, message] of refusals) {
      expect(await appendsNothing(server.glimpse, () => change(ann, username)), String(username)).toMatchObject({ status, body: { message } });
    }
    const gql = await appendsNothing(server.glimpse, () => ann.graphql('mutation($u: String!) { changeUsername(username: $u) { username } }', { u: 'bobby' }));
    expect(gql.errors?.[0]).toMatchObject({ message: 'Username is already taken', extensions: { code: 'CONFLICT' } });
    expect(
      await appendsNothing(server.glimpse, () => new HttpClient(server.url).json('/api/auth/change-username', 'POST', { username: 'free_name' })),
    ).toMatchObject({
      status: 401,
    });
    // The name is Ann's still, and Bob's is his.
    expect((await ann.graphql('{ me { username } }')).data.me).toEqual({ username: 'Lee.Anni' });
    expect((await logIn('bobby')).status).toBe(200);
  });

  it('changes it over GraphQL as over REST, and its own name again changes nothing', async () => {
    const gql = await bob.graphql('mutation($u: String!) { changeUsername(username: $u) { id username } }', { u: 'bob_builds' });
    expect(gql.data.changeUsername).toEqual({ id: bob.id, username: 'bob_builds' });
    expect(await appendsNothing(server.glimpse, () => change(bob, 'bob_builds'))).toMatchObject({ status: 200, body: { user: { username: 'bob_builds' } } });
  });

  it('limits how often a person may change it', async () => {
    const carl = await signUpAs(server.glimpse, 'carl', '203.0.113.30');
    for (let i = 1; i <= 5; i++) expect((await change(carl, `carl_${i}`)).status).toBe(200);
    const refused = await appendsNothing(server.glimpse, () => change(carl, 'carl_6'));
    expect(refused).toMatchObject({ status: 429, body: { message: expect.stringMatching(/^Too many username changes/) } });
    // The refused name was never claimed: anyone may take it.
    expect((await change(ann, 'carl_6')).status).toBe(200);
  });
});
