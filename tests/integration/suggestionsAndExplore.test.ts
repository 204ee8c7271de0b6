import { beforeAll, describe, expect, it } from 'vitest';
import { AddressedClient, HttpClient } from '../support/httpClient';
import { phonePhoto } from '../support/images';
import { signUpAs } from '../support/people';
import { useTestServer } from '../support/useTestServer';

type Person = { id: string; http: AddressedClient };

const SUGGESTED = `query($first: Int) { suggestedUsers(first: $first) { user { username isFollowedByMe } followedBy { username } followedByCount } }`;
const EXPLORE = `query($first: Int, $after: String) { explore(first: $first, after: $after) { edges { node { id user { username } } } pageInfo { endCursor hasNextPage } } }`;

/**
 * Suggested people and Explore, as vera sees them: she follows alice and bob; carl is followed by
 * both of them, dina by alice, pia (private, suggested all the same) by bob; blake (who blocks vera) and bran (banned) by
 * both; vera asked to follow quinn (private). pop has the most followers of all, none of them hers.
 */
describe('suggested people and explore over REST and GraphQL', () => {
  const server = useTestServer();
  const people: Record<string, Person> = {};
  const posts: Record<string, string> = {};
  const vera = () => people.vera;

  let addresses = 0;
  async function signUp(username: string): Promise<Person> {
    const http = new AddressedClient(server.url, `10.0.3.${++addresses}`);
    const res = await http.graphql('mutation($input: SignUpInput!) { signUp(input: $input) { me { id } } }', {
      input: { username, email: `${username}@example.com`, password: 'secret1', birthDate: '1990-01-01' },
    });
    people[username] = { id: res.data.signUp.me.id, http };
    return people[username];
  }
  const follow = async (who: string, whom: string) => (await people[who].http.request(`/api/users/${people[whom].id}/follow`, { method: 'POST' })).body;
  const like = async (who: string, post: string) =>
    expect((await people[who].http.request(`/api/posts/${posts[post]}/like`, { method: 'POST' })).status).toBe(200);
  async function publish(who: string) {
    const res = await people[who].http.multipart('/api/posts', {
      media: { bytes: await phonePhoto(200, 200), name: 'p.jpg', type: 'image/jpeg' },
      caption: who,
    });
    expect(res.status).toBe(201);
    posts[who] = res.body.id;
  }

  beforeAll(async () => {
    for (const name of ['vera', 'alice', 'bob', 'carl', 'dina', 'pia', 'blake', 'bran', 'quinn', 'pop', 'fan1', 'fan2', 'fan3']) await signUp(name);
    for (const name of ['pia', 'quinn']) await people[name].http.json('/api/account/privacy', 'POST', { isPrivate: true });
    await follow('vera', 'alice');
    await follow('vera', 'bob');
    expect(await follow('vera', 'quinn')).toEqual({ following: false, requested: true });
    for (const [who, whom] of [
      ['alice', 'carl'],
      ['bob', 'carl'],
      ['alice', 'dina'],
      ['bob', 'pia'],
      ['alice', 'blake'],
      ['bob', 'blake'],
      ['alice', 'bran'],
      ['bob', 'bran'],
      ['fan1', 'pop'],
      ['fan2', 'pop'],
      ['fan3', 'pop'],
    ])
      await follow(who, whom);
    await people.pia.http.request(`/api/follow-requests/${people.bob.id}/approve`, { method: 'POST' });
    for (const name of ['vera', 'alice', 'carl', 'dina', 'pia', 'blake', 'bran']) await publish(name);
    for (const fan of ['fan1', 'fan2', 'fan3']) for (const post of ['vera', 'alice', 'carl', 'blake', 'bran']) await like(fan, post);
    await like('fan1', 'dina');
    await like('bob', 'pia');
    await people.fan1.http.json(`/api/posts/${posts.carl}/comments`, 'POST', { content: 'Lovely' });
    expect((await people.blake.http.request(`/api/users/${vera().id}/block`, { method: 'POST' })).body).toEqual({ blocked: true });
    const admin = await signUpAs(server.glimpse, 'ada', '10.0.3.200', true);
    expect((await admin.json(`/api/admin/users/${people.bran.id}/ban`, 'POST', { reason: 'spam' })).status).toBeLessThan(300);
  });

  it("suggests people followed by vera's followees, most of them first, with why, then popular accounts", async () => {
    const res = await vera().http.request('/api/users/suggested');
    expect(res.status).toBe(200);
    const names = res.body.map((u: any) => u.username);
    // pia's follow by bob (approved last) is more recent than dina's by alice: a tie goes to the newer.
    expect(names.slice(0, 3)).toEqual(['carl', 'pia', 'dina']);
    expect(res.body[0]).toMatchObject({
      id: people.carl.id,
      username: 'carl',
      followedByCount: 2,
      followedBy: [
        { id: people.bob.id, username: 'bob' },
        { id: people.alice.id, username: 'alice' },
      ],
    });
    expect(res.body[0]).not.toHaveProperty('email');
    expect(res.body[0].followedBy[0]).toEqual({ id: people.bob.id, username: 'bob' });
    expect(res.body[3]).toMatchObject({ username: 'pop', followedBy: [], followedByCount: 0 });
    for (const never of ['vera', 'alice', 'bob', 'blake', 'bran', 'quinn']) expect(names, never).not.toContain(never);
    expect(res.body.length).toBeLessThanOrEqual(30);
  });

  it('answers the same over GraphQL, takes a smaller page, refuses a bad one and a signed-out caller', async () => {
    const gql = await vera().http.graphql(SUGGESTED, { first: 2 });
    expect(gql.data.suggestedUsers).toEqual([
      { user: { username: 'carl', isFollowedByMe: false }, followedBy: [{ username: 'bob' }, { username: 'alice' }], followedByCount: 2 },
      { user: { username: 'pia', isFollowedByMe: false }, followedBy: [{ username: 'bob' }], followedByCount: 1 },
    ]);
    expect((await vera().http.graphql(SUGGESTED, { first: 31 })).errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect((await new HttpClient(server.url).graphql(SUGGESTED)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await new HttpClient(server.url).request('/api/users/suggested')).toMatchObject({ status: 401, body: { message: expect.any(String) } });
  });

  it('explores posts of people vera does not follow, best engagement first, none hidden by the policy', async () => {
    const res = await vera().http.request('/api/explore');
    expect(res.status).toBe(200);
    expect(res.body.map((p: any) => p.id)).toEqual([posts.carl, posts.dina]);
    expect(res.body[0]).toMatchObject({ user: { username: 'carl' }, likesCount: 3, commentsCount: 1, isLiked: false });
  });

  it('pages explore by an opaque cursor, over REST (X-Next-Cursor) and GraphQL, and refuses one that is not', async () => {
    const first = await vera().http.request('/api/explore?limit=1');
    expect(first.body.map((p: any) => p.id)).toEqual([posts.carl]);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const next = await vera().http.request(`/api/explore?limit=1&cursor=${cursor}`);
    expect(next.body.map((p: any) => p.id)).toEqual([posts.dina]);
    expect(next.headers.get('x-next-cursor')).toBeNull();

    const page = await vera().http.graphql(EXPLORE, { first: 1 });
    expect(page.data.explore).toMatchObject({ edges: [{ node: { id: posts.carl } }], pageInfo: { hasNextPage: true } });
    const after = await vera().http.graphql(EXPLORE, { first: 1, after: page.data.explore.pageInfo.endCursor });
    expect(after.data.explore).toMatchObject({ edges: [{ node: { id: posts.dina } }], pageInfo: { hasNextPage: false } });

    for (const garbage of ['garbage', 'e30', '%00'])
      expect(await vera().http.request(`/api/explore?cursor=${garbage}`), garbage).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
    expect((await vera().http.graphql(EXPLORE, { after: 'garbage' })).errors?.[0]).toMatchObject({
      message: 'Invalid cursor',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    for (const limit of ['0', '101', 'x']) expect((await vera().http.request(`/api/explore?limit=${limit}`)).status, limit).toBe(400);
    expect((await new HttpClient(server.url).request('/api/explore')).status).toBe(401);
  });

  it("leaves a post out once vera follows its author or it is deleted; someone else's explore has hers", async () => {
    expect((await people.fan1.http.request('/api/explore')).body.map((p: any) => p.id)).toEqual(
      expect.arrayContaining([posts.vera, posts.alice, posts.carl, posts.dina]),
    );
    await follow('vera', 'carl');
    expect((await vera().http.request('/api/explore')).body.map((p: any) => p.id)).toEqual([posts.dina]);
    expect((await vera().http.request('/api/users/suggested')).body.map((u: any) => u.username)).not.toContain('carl');
    await people.dina.http.request(`/api/posts/${posts.dina}`, { method: 'DELETE' });
    expect((await vera().http.request('/api/explore')).body).toEqual([]);
  });
});
