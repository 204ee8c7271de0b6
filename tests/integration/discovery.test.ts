import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Glimpse } from '../../bff/app';
import { signedUpClient } from '../support/accounts';
import { HttpClient } from '../support/httpClient';
import { phonePhoto } from '../support/images';
import { tempDataDir } from '../support/tempDataDir';
import { startTestServer } from '../support/testServer';

describe('hashtags, search and a person\'s posts over HTTP', () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let glimpse: Glimpse;
  let alice: { client: HttpClient; id: string };
  let bob: { client: HttpClient; id: string };
  const ids: Record<string, string> = {};

  async function post(who: { client: HttpClient }, name: string, caption: string, location = '') {
    const res = await who.client.multipart('/api/posts', { media: { bytes: await phonePhoto(300, 300), name: 'p.jpg', type: 'image/jpeg' }, caption, location });
    expect(res.status).toBe(201);
    ids[name] = res.body.id;
  }

  beforeAll(async () => {
    data = await tempDataDir();
    glimpse = await startTestServer(data.dir);
    alice = await signedUpClient(glimpse.url, 'alice');
    bob = await signedUpClient(glimpse.url, 'bob_the_builder');
    await post(alice, 'sunrise', 'Morning #Sunrise over the #sea', 'Lisbon');
    await post(bob, 'sunset', 'Evening #sunset, not a #SUNRISE', 'Porto');
    await post(alice, 'cat', 'My cat (a.k.a. [boss]) *asleep* $100 ^_^ #cats');
  });
  afterAll(async () => {
    await glimpse?.close();
    await data?.remove();
  });

  it('lists a hashtag\'s posts newest first, case-insensitively, over REST and GraphQL', async () => {
    const rest = await bob.client.request('/api/hashtags/sunrise/posts');
    expect(rest.status).toBe(200);
    expect(rest.body.map((p: any) => p.id)).toEqual([ids.sunset, ids.sunrise]);
    expect(rest.body[0]).toMatchObject({ user: { username: 'bob_the_builder' }, caption: 'Evening #sunset, not a #SUNRISE' });
    expect((await bob.client.request('/api/hashtags/SunRise/posts')).body.map((p: any) => p.id)).toEqual([ids.sunset, ids.sunrise]);

    const first = await bob.client.graphql(`query { hashtag(tag: "#SUNRISE", first: 1) { tag postsCount posts { edges { node { id } } pageInfo { endCursor hasNextPage } } } }`);
    expect(first.data.hashtag).toMatchObject({ tag: 'sunrise', postsCount: 2, posts: { edges: [{ node: { id: ids.sunset } }], pageInfo: { hasNextPage: true } } });
    const next = await bob.client.graphql(`query($after: String) { hashtag(tag: "sunrise", first: 1, after: $after) { posts { edges { node { id } } pageInfo { hasNextPage } } } }`, {
      after: first.data.hashtag.posts.pageInfo.endCursor,
    });
    expect(next.data.hashtag.posts).toEqual({ edges: [{ node: { id: ids.sunrise } }], pageInfo: { hasNextPage: false } });
  });

  it('answers an unknown or impossible hashtag with no posts, and a bad cursor with 400', async () => {
    expect(await bob.client.request('/api/hashtags/nothinghere/posts')).toMatchObject({ status: 200, body: [] });
    expect(await bob.client.request(`/api/hashtags/${encodeURIComponent('a b(c*')}/posts`)).toMatchObject({ status: 200, body: [] });
    const gql = await bob.client.graphql(`query { hashtag(tag: "nothinghere") { tag postsCount posts { edges { node { id } } } } }`);
    expect(gql.data.hashtag).toEqual({ tag: 'nothinghere', postsCount: 0, posts: { edges: [] } });
    expect(await bob.client.request('/api/hashtags/sunrise/posts?cursor=garbage')).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
    expect((await new HttpClient(glimpse.url).request('/api/hashtags/sunrise/posts')).status).toBe(401);
  });

  it('lists a person\'s posts newest first over REST and as User.posts', async () => {
    const rest = await bob.client.request(`/api/users/${alice.id}/posts`);
    expect(rest.status).toBe(200);
    expect(rest.body.map((p: any) => p.id)).toEqual([ids.cat, ids.sunrise]);
    expect(await bob.client.request('/api/users/nobody/posts')).toMatchObject({ status: 404, body: { message: 'User not found' } });
    const gql = await bob.client.graphql(`query($id: ID!) { user(id: $id) { postsCount posts(first: 1) { edges { node { id } } pageInfo { hasNextPage } } } }`, { id: alice.id });
    expect(gql.data.user).toEqual({ postsCount: 2, posts: { edges: [{ node: { id: ids.cat } }], pageInfo: { hasNextPage: true } } });
  });
});
