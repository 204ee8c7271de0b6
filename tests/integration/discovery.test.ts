import { beforeAll, describe, expect, it } from 'vitest';
import { signedUpClient } from '../support/accounts';
import { HttpClient } from '../support/httpClient';
import { phonePhoto } from '../support/images';
import { useTestServer } from '../support/useTestServer';

describe("hashtags, search and a person's posts over HTTP", () => {
  const server = useTestServer();
  let alice: { client: HttpClient; id: string };
  let bob: { client: HttpClient; id: string };
  const ids: Record<string, string> = {};

  async function post(who: { client: HttpClient }, name: string, caption: string, location = '') {
    const res = await who.client.multipart('/api/posts', {
      media: { bytes: await phonePhoto(300, 300), name: 'p.jpg', type: 'image/jpeg' },
      caption,
      location,
    });
    expect(res.status).toBe(201);
    ids[name] = res.body.id;
  }

  beforeAll(async () => {
    alice = await signedUpClient(server.url, 'alice');
    bob = await signedUpClient(server.url, 'bob_the_builder');
    await post(alice, 'sunrise', 'Morning #Sunrise over the #sea', 'Lisbon');
    await post(bob, 'sunset', 'Evening #sunset, not a #SUNRISE', 'Porto');
    await post(alice, 'cat', 'My cat (a.k.a. [boss]) *asleep* $100 ^_^ #cats');
  });

  it("lists a hashtag's posts newest first, case-insensitively, over REST and GraphQL", async () => {
    const rest = await bob.client.request('/api/hashtags/sunrise/posts');
    expect(rest.status).toBe(200);
    expect(rest.body.map((p: any) => p.id)).toEqual([ids.sunset, ids.sunrise]);
    expect(rest.body[0]).toMatchObject({ user: { username: 'bob_the_builder' }, caption: 'Evening #sunset, not a #SUNRISE' });
    expect((await bob.client.request('/api/hashtags/SunRise/posts')).body.map((p: any) => p.id)).toEqual([ids.sunset, ids.sunrise]);

    const first = await bob.client.graphql(
      `query { hashtag(tag: "#SUNRISE", first: 1) { tag postsCount posts { edges { node { id } } pageInfo { endCursor hasNextPage } } } }`,
    );
    expect(first.data.hashtag).toMatchObject({
      tag: 'sunrise',
      postsCount: 2,
      posts: { edges: [{ node: { id: ids.sunset } }], pageInfo: { hasNextPage: true } },
    });
    const next = await bob.client.graphql(
      `query($after: String) { hashtag(tag: "sunrise", first: 1, after: $after) { posts { edges { node { id } } pageInfo { hasNextPage } } } }`,
      {
        after: first.data.hashtag.posts.pageInfo.endCursor,
      },
    );
    expect(next.data.hashtag.posts).toEqual({ edges: [{ node: { id: ids.sunrise } }], pageInfo: { hasNextPage: false } });
  });

  it('answers an unknown or impossible hashtag with no posts, and a bad cursor with 400', async () => {
    expect(await bob.client.request('/api/hashtags/nothinghere/posts')).toMatchObject({ status: 200, body: [] });
    expect(await bob.client.request(`/api/hashtags/${encodeURIComponent('a b(c*')}/posts`)).toMatchObject({ status: 200, body: [] });
    const gql = await bob.client.graphql(`query { hashtag(tag: "nothinghere") { tag postsCount posts { edges { node { id } } } } }`);
    expect(gql.data.hashtag).toEqual({ tag: 'nothinghere', postsCount: 0, posts: { edges: [] } });
    expect(await bob.client.request('/api/hashtags/sunrise/posts?cursor=garbage')).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
    expect((await new HttpClient(server.url).request('/api/hashtags/sunrise/posts')).status).toBe(401);
  });

  it('finds hashtags by their start, most used first, over REST and GraphQL; refuses text no hashtag could start with', async () => {
    await post(bob, 'seagull', 'A #seagull over the #sea');
    const rest = await bob.client.request('/api/hashtags/search?q=%23SE');
    expect(rest).toMatchObject({
      status: 200,
      body: [
        { name: 'sea', postsCount: 2 },
        { name: 'seagull', postsCount: 1 },
      ],
    });
    expect((await bob.client.request('/api/hashtags/search?q=sunr')).body).toEqual([{ name: 'sunrise', postsCount: 2 }]);
    expect((await bob.client.request('/api/hashtags/search?q=zzz')).body).toEqual([]);
    for (const q of ['', '%23', '%20', 'a%20b', '.*', 'x'.repeat(101)])
      expect(await bob.client.request(`/api/hashtags/search?q=${q}`), q).toMatchObject({
        status: 400,
        body: { message: 'Type the start of a hashtag to search' },
      });
    expect(await bob.client.request('/api/hashtags/search')).toMatchObject({ status: 400 });
    const gql = await bob.client.graphql('query($q: String!) { searchHashtags(query: $q) { name postsCount } }', { q: 'se' });
    expect(gql.data.searchHashtags).toEqual([
      { name: 'sea', postsCount: 2 },
      { name: 'seagull', postsCount: 1 },
    ]);
    const bad = await bob.client.graphql('query { searchHashtags(query: "#") { name } }');
    expect(bad.errors?.[0]).toMatchObject({ message: 'Type the start of a hashtag to search', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await new HttpClient(server.url).request('/api/hashtags/search?q=sea')).status).toBe(401);
    await bob.client.request(`/api/posts/${ids.seagull}`, { method: 'DELETE' });
    expect((await bob.client.request('/api/hashtags/search?q=se')).body).toEqual([{ name: 'sea', postsCount: 1 }]);
  });

  it("lists a person's posts newest first over REST and as User.posts", async () => {
    const rest = await bob.client.request(`/api/users/${alice.id}/posts`);
    expect(rest.status).toBe(200);
    expect(rest.body.map((p: any) => p.id)).toEqual([ids.cat, ids.sunrise]);
    expect(await bob.client.request('/api/users/nobody/posts')).toMatchObject({ status: 404, body: { message: 'User not found' } });
    const gql = await bob.client.graphql(
      `query($id: ID!) { user(id: $id) { postsCount posts(first: 1) { edges { node { id } } pageInfo { hasNextPage } } } }`,
      { id: alice.id },
    );
    expect(gql.data.user).toEqual({ postsCount: 2, posts: { edges: [{ node: { id: ids.cat } }], pageInfo: { hasNextPage: true } } });
  });

  const SEARCH = `query($q: String!, $first: Int, $after: String) { searchPosts(query: $q, first: $first, after: $after) { edges { node { id user { username } } } pageInfo { endCursor hasNextPage } } }`;
  const search = async (q: string, first = 12) => {
    const res = await bob.client.graphql(SEARCH, { q, first });
    expect(res.errors).toBeUndefined();
    return res.data.searchPosts.edges.map((e: any) => e.node.id);
  };

  it('searches all posts by username, caption or location, case-insensitively, newest first, paged', async () => {
    expect(await search('BUILDER')).toEqual([ids.sunset]);
    expect(await search('sunrise')).toEqual([ids.sunset, ids.sunrise]);
    expect(await search('lisbon')).toEqual([ids.sunrise]);
    expect(await search('alice')).toEqual([ids.cat, ids.sunrise]);
    expect(await search('')).toEqual([]);
    const first = await bob.client.graphql(SEARCH, { q: 'o', first: 2 });
    expect(first.data.searchPosts.pageInfo.hasNextPage).toBe(true);
    const next = await bob.client.graphql(SEARCH, { q: 'o', first: 2, after: first.data.searchPosts.pageInfo.endCursor });
    const all = [...first.data.searchPosts.edges, ...next.data.searchPosts.edges].map((e: any) => e.node.id);
    expect(all).toEqual([ids.cat, ids.sunset, ids.sunrise]);
  });

  it('matches hostile text literally, refuses overlong text with a 400, and never answers 500', async () => {
    expect(await search('(a.k.a. [boss])')).toEqual([ids.cat]);
    expect(await search('*asleep*')).toEqual([ids.cat]);
    expect(await search('$100 ^_^')).toEqual([ids.cat]);
    for (const hostile of ['(', '[', '_']) expect(await search(hostile), hostile).toContain(ids.cat);
    for (const hostile of ['.*', '\\', '"', 'NEAR(a b)', 'sea OR cat', '%', "'; DROP TABLE fts; --", '\u0000'])
      expect(await search(hostile), hostile).toEqual([]);
    const long = await bob.client.graphql(SEARCH, { q: 'x'.repeat(101) });
    expect(long.errors?.[0]).toMatchObject({ message: 'Search text must be at most 100 characters', extensions: { code: 'BAD_USER_INPUT' } });
    const huge = await bob.client.graphql(SEARCH, { q: 'x'.repeat(200_000) });
    expect(huge.errors?.[0].message).toBeDefined();
    const badCursor = await bob.client.graphql(SEARCH, { q: 'sea', after: 'bogus' });
    expect(badCursor.errors?.[0]).toMatchObject({ message: 'Invalid cursor', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await search('sea')).toEqual([ids.sunrise]);
  });

  it('keeps search, hashtags and stories after a restart', async () => {
    await server.restart();
    const client = new HttpClient(server.url);
    await client.json('/api/auth/login', 'POST', { username: 'bob_the_builder', password: 'secret1' });
    const res = await client.graphql(SEARCH, { q: 'lisbon' });
    expect(res.data.searchPosts.edges.map((e: any) => e.node.id)).toEqual([ids.sunrise]);
    expect((await client.request('/api/hashtags/sunrise/posts')).body.map((p: any) => p.id)).toEqual([ids.sunset, ids.sunrise]);
  });
});
