import { beforeAll, describe, expect, it } from 'vitest';
import { signedUpClient } from '../support/accounts';
import { appendsNothing } from '../support/appendsNothing';
import type { HttpClient } from '../support/httpClient';
import { phonePhoto } from '../support/images';
import { useTestServer } from '../support/useTestServer';

type Person = { client: HttpClient; id: string };

describe('blocking and muting over HTTP', () => {
  const server = useTestServer();
  let alice: Person;
  let bob: Person;
  let carol: Person;
  let bobsPost: string;
  let alicesPost: string;

  const post = async (person: Person, caption: string) => {
    const res = await person.client.multipart('/api/posts', { media: { bytes: await phonePhoto(), name: 'p.jpg', type: 'image/jpeg' }, caption });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const feedOf = async (person: Person) => ((await person.client.request('/api/posts')).body as { id: string }[]).map((p) => p.id);

  beforeAll(async () => {
    [alice, bob, carol] = [await signedUpClient(server.url, 'alice'), await signedUpClient(server.url, 'bob'), await signedUpClient(server.url, 'carol')];
    bobsPost = await post(bob, 'bob at the beach #sun');
    alicesPost = await post(alice, 'alice in town #sun');
  });

  it('refuses to block or mute oneself, an unknown id, or a signed-out caller, appending nothing', async () => {
    await appendsNothing(server.glimpse, async () => {
      expect(await alice.client.request(`/api/users/${alice.id}/block`, { method: 'POST' })).toMatchObject({
        status: 400,
        body: { message: 'You cannot block yourself' },
      });
      expect(await alice.client.request('/api/users/nobody/block', { method: 'POST' })).toMatchObject({ status: 404, body: { message: 'User not found' } });
      expect(await alice.client.request(`/api/users/${alice.id}/mute`, { method: 'POST' })).toMatchObject({
        status: 400,
        body: { message: 'You cannot mute yourself' },
      });
      expect(await alice.client.request('/api/users/nobody/mute', { method: 'POST' })).toMatchObject({ status: 404, body: { message: 'User not found' } });
      const signedOut = await fetch(`${server.url}/api/users/${bob.id}/block`, { method: 'POST' });
      expect(signedOut.status).toBe(401);
      const graphql = await alice.client.graphql('mutation($u: ID!) { toggleBlock(userId: $u) { blocked } }', { u: alice.id });
      expect(graphql.errors?.[0].message).toBe('You cannot block yourself');
    });
  });

  it('mutes: the muted person leaves my feed and stories row but stays on their profile, and is not told', async () => {
    await alice.client.request(`/api/users/${bob.id}/follow`, { method: 'POST' });
    await bob.client.multipart('/api/stories', { image: { bytes: await phonePhoto(), name: 's.jpg', type: 'image/jpeg' } });
    expect(await feedOf(alice)).toContain(bobsPost);
    expect((await alice.client.request(`/api/users/${bob.id}/mute`, { method: 'POST' })).body).toEqual({ muted: true });
    expect(await feedOf(alice)).not.toContain(bobsPost);
    expect(((await alice.client.request('/api/stories')).body as { userId: string }[]).map((s) => s.userId)).not.toContain(bob.id);
    expect(((await alice.client.request(`/api/users/${bob.id}/posts`)).body as { id: string }[]).map((p) => p.id)).toEqual([bobsPost]);
    const seen = await alice.client.graphql('query($u: ID!) { user(id: $u) { isMutedByMe isFollowedByMe } }', { u: bob.id });
    expect(seen.data.user).toEqual({ isMutedByMe: true, isFollowedByMe: true });
    const told = await bob.client.graphql('query($u: ID!) { user(id: $u) { isMutedByMe } }', { u: alice.id });
    expect(told.data.user).toEqual({ isMutedByMe: false });
    expect((await alice.client.graphql('mutation($u: ID!) { toggleMute(userId: $u) { muted user { id } } }', { u: bob.id })).data.toggleMute).toEqual({
      muted: false,
      user: { id: bob.id },
    });
    expect(await feedOf(alice)).toContain(bobsPost);
  });

  it('blocks: ends follows and follow requests both ways, as events, and hides each from the other', async () => {
    await bob.client.request(`/api/users/${alice.id}/follow`, { method: 'POST' });
    await bob.client.request(`/api/posts/${alicesPost}/like`, { method: 'POST' });
    const comment = await bob.client.json(`/api/posts/${alicesPost}/comments`, 'POST', { content: 'nice one' });
    expect(comment.status).toBe(201);
    expect((await alice.client.request(`/api/users/${alice.id}`)).body).toMatchObject({ followersCount: 1, followingCount: 1 });

    expect((await alice.client.request(`/api/users/${bob.id}/block`, { method: 'POST' })).body).toEqual({ blocked: true });
    const types = (await server.glimpse.engines.events.readAll(0, 10_000)).map((e) => e.type);
    expect(types.slice(-3)).toEqual(['UserBlocked', 'UserUnfollowed', 'UserUnfollowed']);
    expect((await alice.client.request(`/api/users/${alice.id}`)).body).toMatchObject({ followersCount: 0, followingCount: 0 });
    expect((await alice.client.request('/api/users/blocked')).body).toEqual([expect.objectContaining({ id: bob.id, username: 'bob', isPrivate: false })]);
    expect((await bob.client.request('/api/users/blocked')).body).toEqual([]);

    for (const [viewer, other, post] of [
      [alice, bob, bobsPost],
      [bob, alice, alicesPost],
    ] as const) {
      expect(await viewer.client.request(`/api/users/${other.id}`)).toMatchObject({ status: 404, body: { message: 'User not found' } });
      expect((await viewer.client.request(`/api/users/${other.id}/posts`)).status).toBe(404);
      expect((await viewer.client.request(`/api/users/${other.id}/followers`)).status).toBe(404);
      expect(await viewer.client.request(`/api/posts/${post}`)).toMatchObject({ status: 404, body: { message: 'Post not found' } });
      expect(await feedOf(viewer)).not.toContain(post);
      expect(((await viewer.client.request('/api/hashtags/sun/posts')).body as { id: string }[]).map((p) => p.id)).not.toContain(post);
      expect(((await viewer.client.request(`/api/users/search?q=${other === bob ? 'bob' : 'alice'}`)).body as { id: string }[]).map((u) => u.id)).toEqual([]);
      const graphql = await viewer.client.graphql('query($u: ID!, $p: ID!) { user(id: $u) { id } post(id: $p) { id } }', { u: other.id, p: post });
      expect(graphql.data).toEqual({ user: null, post: null });
    }
    // Bob's comment on Alice's post is gone for Alice; carol still sees it.
    expect((await alice.client.request(`/api/posts/${alicesPost}/comments`)).body).toEqual([]);
    expect(((await carol.client.request(`/api/posts/${alicesPost}/comments`)).body as { content: string }[]).map((c) => c.content)).toEqual(['nice one']);
  });

  it('refuses follow, comment, like and message between them, both ways, with a clear 403, appending nothing', async () => {
    await appendsNothing(server.glimpse, async () => {
      for (const [viewer, other, post] of [
        [alice, bob, bobsPost],
        [bob, alice, alicesPost],
      ] as const) {
        expect(await viewer.client.request(`/api/users/${other.id}/follow`, { method: 'POST' })).toMatchObject({
          status: 403,
          body: { message: 'You cannot follow this account.' },
        });
        expect(await viewer.client.request(`/api/posts/${post}/like`, { method: 'POST' })).toMatchObject({
          status: 403,
          body: { message: 'You cannot like this post.' },
        });
        expect(await viewer.client.json(`/api/posts/${post}/comments`, 'POST', { content: 'hi' })).toMatchObject({
          status: 403,
          body: { message: 'You cannot comment on this post.' },
        });
        expect(await viewer.client.json('/api/conversations', 'POST', { userId: other.id })).toMatchObject({
          status: 403,
          body: { message: 'You cannot message this account.' },
        });
      }
    });
  });

  it('keeps an existing conversation readable, but nobody can send in it', async () => {
    const carolAndDan = await signedUpClient(server.url, 'dan');
    const started = await carol.client.json('/api/conversations', 'POST', { userId: carolAndDan.id });
    const id = started.body.id as string;
    expect((await carol.client.json(`/api/conversations/${id}/messages`, 'POST', { content: 'hello dan' })).status).toBeLessThan(300);
    await carolAndDan.client.request(`/api/users/${carol.id}/block`, { method: 'POST' });
    await appendsNothing(server.glimpse, async () => {
      for (const sender of [carol, carolAndDan])
        expect(await sender.client.json(`/api/conversations/${id}/messages`, 'POST', { content: 'still there?' })).toMatchObject({
          status: 403,
          body: { message: 'You cannot message this account.' },
        });
    });
    const read = await carol.client.request(`/api/conversations/${id}/messages`);
    expect(read.status).toBe(200);
    expect(JSON.stringify(read.body)).toContain('hello dan');
  });

  it('unblocking restores nothing: no follow comes back', async () => {
    expect((await alice.client.request(`/api/users/${bob.id}/block`, { method: 'POST' })).body).toEqual({ blocked: false });
    expect((await alice.client.request(`/api/users/${bob.id}`)).status).toBe(200);
    expect((await alice.client.request(`/api/users/${bob.id}/is-following`)).body).toEqual({ isFollowing: false });
    expect((await bob.client.request(`/api/users/${alice.id}/is-following`)).body).toEqual({ isFollowing: false });
    expect((await alice.client.request('/api/users/blocked')).body).toEqual([]);
    const blocked = await alice.client.graphql('query($u: ID!) { user(id: $u) { isBlockedByMe } blockedUsers { id } }', { u: bob.id });
    expect(blocked.data).toEqual({ user: { isBlockedByMe: false }, blockedUsers: [] });
  });
});
