import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { appendsNothing } from '../support/appendsNothing';
import { phonePhoto } from '../support/images';
import { Caller, signUpAs } from '../support/people';
import { subscriptionsOf } from '../support/until';
import { useTestServer } from '../support/useTestServer';

describe('editing a post, and its history', () => {
  const server = useTestServer();
  let ann: Caller;
  let bob: Caller;
  let cyd: Caller;
  let postId: string;

  const publish = async (who: Caller, caption: string, location = '') => {
    const photo = new Blob([new Uint8Array(await phonePhoto())], { type: 'image/jpeg' });
    const res = await who.multipart('/api/posts', { media: photo, caption, location });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const history = (who: Caller, id = postId) => who.request(`/api/posts/${id}/history`);
  const sockets: ReturnType<typeof createClient>[] = [];
  const subscriptions = subscriptionsOf(() => server.glimpse.subscriptionsStarted());
  afterAll(async () => {
    for (const socket of sockets) await socket.dispose();
  });

  beforeAll(async () => {
    [ann, bob, cyd] = await Promise.all(['ann', 'bob', 'cyd'].map((name, i) => signUpAs(server.glimpse, name, `10.0.1.${i + 1}`)));
    postId = await publish(ann, 'First light #dawn', 'Lisbon');
  });

  it('answers the post with its new words and editedAt, and shows every version oldest first', async () => {
    const original = await ann.request(`/api/posts/${postId}`);
    expect(original.body).toMatchObject({ caption: 'First light #dawn', editedAt: null });
    expect(await history(bob)).toMatchObject({ status: 200, body: [{ caption: 'First light #dawn', location: 'Lisbon', editedAt: original.body.createdAt }] });

    const edited = await ann.json(`/api/posts/${postId}`, 'PATCH', { caption: ' Last light #dusk ' });
    expect(edited).toMatchObject({ status: 200, body: { id: postId, caption: 'Last light #dusk', location: 'Lisbon' } });
    expect(edited.body.editedAt).toEqual(expect.any(String));
    const moved = await ann.json(`/api/posts/${postId}`, 'PATCH', { location: 'Porto', alt: ['A tram at sunset'] });
    expect(moved.body).toMatchObject({ caption: 'Last light #dusk', location: 'Porto' });

    expect((await history(bob)).body).toEqual([
      { caption: 'First light #dawn', location: 'Lisbon', editedAt: original.body.createdAt },
      { caption: 'Last light #dusk', location: 'Lisbon', editedAt: edited.body.editedAt },
      { caption: 'Last light #dusk', location: 'Porto', editedAt: moved.body.editedAt },
    ]);
    // Hashtag pages follow the caption.
    expect((await bob.request('/api/hashtags/dawn/posts')).body).not.toContainEqual(expect.objectContaining({ id: postId }));
    expect((await bob.request('/api/hashtags/dusk/posts')).body).toContainEqual(expect.objectContaining({ id: postId }));
  });

  it("shows the new words in a follower's feed read before the edit", async () => {
    expect((await bob.request(`/api/users/${ann.id}/follow`, { method: 'POST' })).body).toMatchObject({ following: true });
    const id = await publish(ann, 'Feed words before');
    expect((await bob.request('/api/posts')).body).toContainEqual(expect.objectContaining({ id, caption: 'Feed words before', editedAt: null }));
    expect((await ann.json(`/api/posts/${id}`, 'PATCH', { caption: 'Feed words after' })).status).toBe(200);
    expect((await bob.request('/api/posts')).body).toContainEqual(expect.objectContaining({ id, caption: 'Feed words after', editedAt: expect.any(String) }));
    expect((await bob.request(`/api/users/${ann.id}/posts`)).body).toContainEqual(expect.objectContaining({ id, caption: 'Feed words after' }));
  });

  it('appends nothing for an edit that changes nothing, and answers the post', async () => {
    const post = (await ann.request(`/api/posts/${postId}`)).body;
    const same = await appendsNothing(server.glimpse, () => ann.json(`/api/posts/${postId}`, 'PATCH', { caption: post.caption, location: post.location }));
    expect(same).toMatchObject({ status: 200, body: { id: postId, caption: post.caption, editedAt: post.editedAt } });
    expect(await appendsNothing(server.glimpse, () => ann.json(`/api/posts/${postId}`, 'PATCH', {}))).toMatchObject({ status: 200 });
  });

  it("refuses someone else's edit with 403, an unknown post with 404, and bad input with 400, appending nothing", async () => {
    await appendsNothing(server.glimpse, async () => {
      expect(await bob.json(`/api/posts/${postId}`, 'PATCH', { caption: 'mine now' })).toMatchObject({
        status: 403,
        body: { message: 'Only the author can edit this post.' },
      });
      expect(await ann.json('/api/posts/nope', 'PATCH', { caption: 'x' })).toMatchObject({ status: 404, body: { message: 'Post not found' } });
      expect(await ann.request('/api/posts/nope/history')).toMatchObject({ status: 404, body: { message: 'Post not found' } });
      for (const [body, message] of [
        [{ caption: 'x'.repeat(2201) }, 'Caption must be at most 2200 characters'],
        [{ location: 'x'.repeat(101) }, 'Location must be at most 100 characters'],
        [{ caption: 42 }, 'caption must be text'],
        [{ alt: 'one' }, 'alt must be a list of texts, one per item'],
        [{ alt: ['a', 'b'] }, 'Alt text must have one entry per item (1)'],
        [{ alt: ['x'.repeat(1001)] }, 'Alt text of photo 1 must be at most 1,000 characters'],
        [{ caption: Array.from({ length: 21 }, (_, i) => `@p${i}`).join(' ') }, 'You can mention at most 20 people.'],
      ] as const)
        expect(await ann.json(`/api/posts/${postId}`, 'PATCH', body), message).toMatchObject({ status: 400, body: { message } });
      expect((await new Caller(ann.baseUrl, '10.0.1.9').json(`/api/posts/${postId}`, 'PATCH', { caption: 'x' })).status).toBe(401);
    });
  });

  it('refuses mentioning someone blocked, and tells only the people newly mentioned', async () => {
    const id = await publish(ann, 'with @bob');
    expect((await cyd.request(`/api/users/${ann.id}/block`, { method: 'POST' })).body).toEqual({ blocked: true });
    expect(await ann.json(`/api/posts/${id}`, 'PATCH', { caption: 'with @bob and @cyd' })).toMatchObject({
      status: 403,
      body: { message: 'You cannot mention @cyd.' },
    });
    expect((await cyd.request(`/api/users/${ann.id}/block`, { method: 'POST' })).body).toEqual({ blocked: false });
    const mentions = async (who: Caller) =>
      ((await who.request('/api/notifications')).body as { type: string; post?: { id: string } | null; createdAt: string }[]).filter(
        (entry) => entry.type === 'mention' && entry.post?.id === id,
      );
    const bobBefore = await mentions(bob);
    expect(bobBefore).toHaveLength(1);
    expect((await ann.json(`/api/posts/${id}`, 'PATCH', { caption: 'with @bob and @cyd' })).status).toBe(200);
    expect(await mentions(bob)).toEqual(bobBefore);
    expect(await mentions(cyd)).toHaveLength(1);
  });

  it('shows the history only to those who may see the post', async () => {
    const admin = await signUpAs(server.glimpse, 'ada', '10.0.1.7', true);
    const dee = await signUpAs(server.glimpse, 'dee', '10.0.1.4');
    const eve = await signUpAs(server.glimpse, 'eve', '10.0.1.5');
    const deePost = await publish(dee, 'dee words');
    expect((await dee.json('/api/account/privacy', 'POST', { isPrivate: true })).status).toBe(200);
    const evePost = await publish(eve, 'eve words');
    expect((await eve.request(`/api/users/${bob.id}/block`, { method: 'POST' })).body).toEqual({ blocked: true });
    const banned = await publish(cyd, 'cyd words');
    expect((await admin.json(`/api/admin/posts/${banned}/ban`, 'POST', { reason: 'spam' })).status).toBeLessThan(300);
    for (const id of [deePost, evePost, banned]) expect(await history(bob, id)).toMatchObject({ status: 404, body: { message: 'Post not found' } });
    expect((await history(dee, deePost)).status).toBe(200);
    expect((await history(admin, banned)).status).toBe(200);
    const gql = await bob.graphql('query($a: ID!, $b: ID!) { a: post(id: $a) { history { caption } } b: post(id: $b) { history { caption } } }', {
      a: deePost,
      b: postId,
    });
    expect(gql.data).toEqual({ a: null, b: { history: expect.arrayContaining([{ caption: 'First light #dawn' }]) } });
  });

  it('refuses an edit while its author is timed out', async () => {
    const fay = await signUpAs(server.glimpse, 'fay', '10.0.1.6');
    const id = await publish(fay, 'before the timeout');
    const admin = await signUpAs(server.glimpse, 'adb', '10.0.1.8', true);
    expect((await admin.json(`/api/admin/users/${fay.id}/timeout`, 'POST', { duration: '1h', reason: 'cool down' })).status).toBeLessThan(300);
    const refused = await appendsNothing(server.glimpse, () => fay.json(`/api/posts/${id}`, 'PATCH', { caption: 'during the timeout' }));
    expect(refused).toMatchObject({ status: 403, body: { message: expect.stringMatching(/^You are timed out until /) } });
  });

  it('tells an open post of the edit live', async () => {
    const id = await publish(ann, 'live before');
    const socket = createClient({ url: `${server.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { token: bob.token } });
    sockets.push(socket);
    subscriptions.opened();
    const changes = socket.iterate<any>({ query: 'subscription($ids: [ID!]!) { postChanged(ids: $ids) { id caption editedAt } }', variables: { ids: [id] } });
    const next = changes.next();
    await subscriptions.live();
    expect((await ann.json(`/api/posts/${id}`, 'PATCH', { caption: 'live after' })).status).toBe(200);
    expect((await next).value.data.postChanged).toEqual({ id, caption: 'live after', editedAt: expect.any(String) });
    await changes.return?.();
  });

  it('serves the same edit through GraphQL', async () => {
    const id = await publish(ann, 'graph');
    const res = await ann.graphql('mutation($id: ID!) { editPost(id: $id, input: { caption: "graph, edited" }) { caption editedAt history { caption } } }', {
      id,
    });
    expect(res.data?.editPost).toMatchObject({
      caption: 'graph, edited',
      editedAt: expect.any(String),
      history: [{ caption: 'graph' }, { caption: 'graph, edited' }],
    });
    const refused = await bob.graphql('mutation($id: ID!) { editPost(id: $id, input: { location: "x" }) { id } }', { id });
    expect(refused.errors?.[0]).toMatchObject({ message: 'Only the author can edit this post.', extensions: { code: 'FORBIDDEN' } });
  });
});
