import { beforeAll, describe, expect, it } from 'vitest';
import { signedUpClient } from '../support/accounts';
import { appendsNothing } from '../support/appendsNothing';
import type { HttpClient } from '../support/httpClient';
import { phonePhoto } from '../support/images';
import { useTestServer } from '../support/useTestServer';

type Person = { client: HttpClient; id: string };

const PRIVATE = { status: 403, body: { message: 'This account is private' } };

describe('private accounts and follow requests over HTTP', () => {
  const server = useTestServer();
  let paula: Person;
  let fred: Person;
  let gina: Person;
  let postId: string;

  const follow = (person: Person, other: Person) => person.client.request(`/api/users/${other.id}/follow`, { method: 'POST' });
  const ids = (body: unknown) => (body as { id: string }[]).map((x) => x.id);

  beforeAll(async () => {
    [paula, fred, gina] = [await signedUpClient(server.url, 'paula'), await signedUpClient(server.url, 'fred'), await signedUpClient(server.url, 'gina')];
    const res = await paula.client.multipart('/api/posts', {
      media: { bytes: await phonePhoto(), name: 'p.jpg', type: 'image/jpeg' },
      caption: 'quiet morning #hidden',
    });
    postId = res.body.id;
  });

  it('makes an account private, answering {user} with isPrivate; refuses anything but a boolean', async () => {
    await appendsNothing(server.glimpse, async () => {
      for (const bad of [{}, { isPrivate: 'yes' }, { isPrivate: 1 }])
        expect(await paula.client.json('/api/account/privacy', 'POST', bad)).toMatchObject({
          status: 400,
          body: { message: 'isPrivate must be true or false' },
        });
      expect((await fetch(`${server.url}/api/account/privacy`, { method: 'POST' })).status).toBe(401);
    });
    const res = await paula.client.json('/api/account/privacy', 'POST', { isPrivate: true });
    expect(res).toMatchObject({ status: 200, body: { user: { id: paula.id, isPrivate: true } } });
    // The same again appends nothing.
    await appendsNothing(server.glimpse, () => paula.client.json('/api/account/privacy', 'POST', { isPrivate: true }));
    expect((await fred.client.request(`/api/users/${paula.id}`)).body).toMatchObject({ isPrivate: true, postsCount: 1 });
    const graphql = await fred.client.graphql('query($u: ID!) { user(id: $u) { isPrivate canSeeContent } }', { u: paula.id });
    expect(graphql.data.user).toEqual({ isPrivate: true, canSeeContent: false });
  });

  it("hides a private account's posts, stories and lists from people it has not approved", async () => {
    expect(await fred.client.request(`/api/users/${paula.id}/posts`)).toMatchObject(PRIVATE);
    expect(await fred.client.request(`/api/users/${paula.id}/followers`)).toMatchObject(PRIVATE);
    expect(await fred.client.request(`/api/users/${paula.id}/following`)).toMatchObject(PRIVATE);
    expect(await fred.client.request(`/api/posts/${postId}`)).toMatchObject({ status: 404, body: { message: 'Post not found' } });
    expect(ids((await fred.client.request('/api/hashtags/hidden/posts')).body)).toEqual([]);
    expect(ids((await fred.client.request('/api/posts?limit=10')).body)).toEqual([]);
    const graphql = await fred.client.graphql('query($u: ID!, $p: ID!) { user(id: $u) { username posts { edges { node { id } } } } post(id: $p) { id } }', {
      u: paula.id,
      p: postId,
    });
    expect(graphql.data).toEqual({ user: { username: 'paula', posts: { edges: [] } }, post: null });
    // The owner sees all of it.
    expect(ids((await paula.client.request(`/api/users/${paula.id}/posts`)).body)).toEqual([postId]);
  });

  it('following a private account asks it; again withdraws the request', async () => {
    expect((await follow(fred, paula)).body).toEqual({ following: false, requested: true });
    expect((await fred.client.graphql('query($u: ID!) { user(id: $u) { isRequestedByMe isFollowedByMe } }', { u: paula.id })).data.user).toEqual({
      isRequestedByMe: true,
      isFollowedByMe: false,
    });
    expect(ids((await paula.client.request('/api/follow-requests')).body)).toEqual([fred.id]);
    expect((await follow(fred, paula)).body).toEqual({ following: false, requested: false });
    expect((await paula.client.request('/api/follow-requests')).body).toEqual([]);
    expect((await follow(fred, paula)).body).toEqual({ following: false, requested: true });
    expect((await follow(gina, paula)).body).toEqual({ following: false, requested: true });
  });

  it('refuses to approve or decline a request that does not exist, appending nothing', async () => {
    await appendsNothing(server.glimpse, async () => {
      for (const answer of ['approve', 'decline']) {
        expect(await paula.client.request(`/api/follow-requests/nobody/${answer}`, { method: 'POST' })).toMatchObject({
          status: 404,
          body: { message: 'Follow request not found' },
        });
        expect(await paula.client.request(`/api/follow-requests/${paula.id}/${answer}`, { method: 'POST' })).toMatchObject({ status: 404 });
        // Fred cannot answer his own request to Paula.
        expect(await fred.client.request(`/api/follow-requests/${paula.id}/${answer}`, { method: 'POST' })).toMatchObject({ status: 404 });
      }
    });
  });

  it('approves and declines requests', async () => {
    expect((await paula.client.request(`/api/follow-requests/${fred.id}/approve`, { method: 'POST' })).body).toEqual({ approved: true });
    expect((await paula.client.request(`/api/follow-requests/${gina.id}/decline`, { method: 'POST' })).body).toEqual({ declined: true });
    expect((await paula.client.request('/api/follow-requests')).body).toEqual([]);
    expect((await fred.client.request(`/api/users/${paula.id}/is-following`)).body).toEqual({ isFollowing: true });
    expect((await gina.client.request(`/api/users/${paula.id}/is-following`)).body).toEqual({ isFollowing: false });
    // Fred, approved, sees everything; Gina still sees the profile only.
    expect(ids((await fred.client.request(`/api/users/${paula.id}/posts`)).body)).toEqual([postId]);
    expect(ids((await fred.client.request('/api/posts')).body)).toEqual([postId]);
    expect((await fred.client.request(`/api/posts/${postId}`)).status).toBe(200);
    expect(ids((await fred.client.request(`/api/users/${paula.id}/followers`)).body)).toEqual([fred.id]);
    expect(await gina.client.request(`/api/users/${paula.id}/posts`)).toMatchObject(PRIVATE);
    expect((await paula.client.request(`/api/users/${paula.id}`)).body).toMatchObject({ followersCount: 1 });
  });

  it('going public accepts every pending request', async () => {
    expect((await follow(gina, paula)).body).toEqual({ following: false, requested: true });
    const graphql = await paula.client.graphql('mutation { setAccountPrivacy(isPrivate: false) { isPrivate followersCount } }');
    expect(graphql.data.setAccountPrivacy).toEqual({ isPrivate: false, followersCount: 2 });
    expect((await gina.client.request(`/api/users/${paula.id}/is-following`)).body).toEqual({ isFollowing: true });
    expect((await paula.client.graphql('{ followRequests { id } }')).data.followRequests).toEqual([]);
    // Public again: following is immediate.
    const hank = await signedUpClient(server.url, 'hank');
    expect((await follow(hank, paula)).body).toEqual({ following: true, requested: false });
  });
});
