import { createClient } from 'graphql-ws';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { appendsNothing } from '../support/appendsNothing';
import { phonePhoto } from '../support/images';
import { type Caller, signUpAs } from '../support/people';
import { subscriptionsOf, until } from '../support/until';
import { useTestServer } from '../support/useTestServer';

describe('notifications: a person’s Activity and its unread count', () => {
  const server = useTestServer();
  let ann: Caller;
  let bob: Caller;
  let cyd: Caller;
  let dan: Caller;
  let postId: string;

  const publish = async (person: Caller, caption = '') => {
    const photo = new Blob([new Uint8Array(await phonePhoto())], { type: 'image/jpeg' });
    const res = await person.multipart('/api/posts', { media: new File([photo], 'p.jpg', { type: 'image/jpeg' }), caption });
    expect(res.status).toBe(201);
    return res.body as { id: string; mediaUrl: string };
  };
  const like = (person: Caller, id: string) => person.request(`/api/posts/${id}/like`, { method: 'POST' });
  const activity = async (person: Caller) => (await person.request('/api/notifications')).body as any[];
  const summary = async (person: Caller) =>
    (await activity(person)).map((entry) => `${entry.type}:${entry.actors.map((a: { username: string }) => a.username).join(',')}`);
  const unread = async (person: Caller) => (await person.request('/api/notifications/unread-count')).body.count as number;

  beforeAll(async () => {
    [ann, bob, cyd, dan] = [
      await signUpAs(server.glimpse, 'ann', '10.0.2.1'),
      await signUpAs(server.glimpse, 'bob', '10.0.2.2'),
      await signUpAs(server.glimpse, 'cyd', '10.0.2.3'),
      await signUpAs(server.glimpse, 'dan', '10.0.2.4'),
    ];
    postId = (await publish(ann)).id;
  });

  it('lists likes of a post as one entry and a comment with its words, newest first, and counts them unread', async () => {
    await like(bob, postId);
    await like(cyd, postId);
    expect((await bob.json(`/api/posts/${postId}/comments`, 'POST', { content: 'nice!' })).status).toBe(201);
    const entries = await activity(ann);
    expect(entries).toHaveLength(2);
    const [comment, likes] = entries;
    expect(comment).toMatchObject({ type: 'comment', actorsCount: 1, post: { id: postId }, comment: { content: 'nice!' }, read: false });
    expect(comment.actors).toEqual([{ id: bob.id, username: 'bob', avatar: null }]);
    expect(Object.keys(comment).sort()).toEqual(['actors', 'actorsCount', 'comment', 'createdAt', 'id', 'post', 'read', 'type']);
    expect(Object.keys(comment.post).sort()).toEqual(['id', 'mediaUrl']);
    expect(likes).toMatchObject({ type: 'like', actorsCount: 2, comment: null, read: false });
    expect(likes.actors.map((a: { username: string }) => a.username)).toEqual(['cyd', 'bob']);
    expect(await unread(ann)).toBe(2);
    // Nobody hears of their own doing.
    await like(ann, postId);
    expect(await unread(ann)).toBe(2);
    expect(await activity(bob)).toEqual([]);
  });

  it('pages with limit and cursor, the next cursor in X-Next-Cursor, and refuses a garbage cursor or limit with 400', async () => {
    const first = await ann.request('/api/notifications?limit=1');
    expect(first.body).toHaveLength(1);
    const cursor = (await fetch(`${server.url}/api/notifications?limit=1`, { headers: ann.headers() })).headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await ann.request(`/api/notifications?limit=1&cursor=${cursor}`);
    expect(second.body.map((e: { type: string }) => e.type)).toEqual(['like']);
    expect(await ann.request('/api/notifications?cursor=not-a-cursor')).toEqual({ status: 400, body: { message: 'Invalid cursor' } });
    expect((await ann.request('/api/notifications?limit=0')).status).toBe(400);
    expect((await ann.request('/api/notifications?limit=lots')).body.message).toMatch(/between 1 and 100/);
  });

  it('answers 401 with a message to someone signed out', async () => {
    const anonymous = { ...ann, token: null } as Caller;
    for (const [path, method] of [
      ['/api/notifications', 'GET'],
      ['/api/notifications/unread-count', 'GET'],
      ['/api/notifications/read', 'POST'],
    ]) {
      const res = await fetch(server.url + path, { method });
      expect(res.status, path).toBe(401);
      expect(typeof (await res.json()).message).toBe('string');
    }
    expect(anonymous.token).toBeNull();
  });

  it('marks everything read, answering {count: 0}; a new like makes its entry unread again', async () => {
    expect(await ann.json('/api/notifications/read', 'POST')).toEqual({ status: 200, body: { count: 0 } });
    expect(await unread(ann)).toBe(0);
    expect((await activity(ann)).every((entry) => entry.read)).toBe(true);
    // Marking again when nothing is unread records nothing.
    await appendsNothing(server.glimpse, async () => expect((await ann.json('/api/notifications/read', 'POST')).body).toEqual({ count: 0 }));
    await like(dan, postId);
    expect(await unread(ann)).toBe(1);
    expect(await summary(ann)).toEqual(['like:dan,cyd,bob', 'comment:bob']);
  });

  it('takes an unlike and a deleted comment back', async () => {
    await like(dan, postId);
    expect(await summary(ann)).toEqual(['comment:bob', 'like:cyd,bob']);
    const comment = (await activity(ann))[0].comment.id;
    expect((await bob.request(`/api/comments/${comment}`, { method: 'DELETE' })).status).toBe(200);
    expect(await summary(ann)).toEqual(['like:cyd,bob']);
    // The likes were unread again since dan's like; the comment was read.
    expect(await unread(ann)).toBe(1);
  });

  it('tells a followee of a follow, and of a request that becomes one follow once approved; the requester hears of it', async () => {
    await bob.json('/api/account/privacy', 'POST', { isPrivate: true });
    expect((await cyd.request(`/api/users/${bob.id}/follow`, { method: 'POST' })).body).toMatchObject({ requested: true });
    expect(await summary(bob)).toEqual(['follow_request:cyd']);
    expect((await bob.request(`/api/follow-requests/${cyd.id}/approve`, { method: 'POST' })).status).toBe(200);
    expect(await summary(bob)).toEqual(['follow:cyd']);
    expect(await summary(cyd)).toEqual(['follow_accept:bob']);
    await dan.request(`/api/users/${bob.id}/follow`, { method: 'POST' });
    await dan.request(`/api/users/${bob.id}/follow`, { method: 'POST' });
    expect(await summary(bob)).toEqual(['follow:cyd']);
  });

  it('hides an entry once its only actor is blocked either way or banned', async () => {
    const own = (await publish(dan)).id;
    await like(bob, own);
    await like(cyd, own);
    expect(await summary(dan)).toEqual(['like:cyd,bob']);
    expect((await dan.request(`/api/users/${cyd.id}/block`, { method: 'POST' })).body).toEqual({ blocked: true });
    expect(await summary(dan)).toEqual(['like:bob']);
    const admin = await signUpAs(server.glimpse, 'ada', '10.0.2.9', true);
    expect((await admin.json(`/api/admin/users/${bob.id}/ban`, 'POST', { reason: 'spam' })).status).toBeLessThan(300);
    expect(await activity(dan)).toEqual([]);
  });

  it('serves the same over GraphQL, and pushes the unread count live', async () => {
    const eve = await signUpAs(server.glimpse, 'eve', '10.0.2.5');
    const own = (await publish(eve)).id;
    const subscriptions = subscriptionsOf(() => server.glimpse.subscriptionsStarted());
    const socket = createClient({ url: `${server.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { token: eve.token } });
    const counts: number[] = [];
    subscriptions.opened();
    socket.subscribe(
      { query: 'subscription { unreadNotificationsCount }' },
      { next: (value: any) => counts.push(value.data.unreadNotificationsCount), error: () => {}, complete: () => {} },
    );
    await subscriptions.live();
    await like(ann, own);
    await until(() => counts.includes(1), 'the unread count pushed');
    const { data } = await eve.graphql(
      '{ unreadNotificationsCount notifications(first: 5) { edges { node { type actorsCount actors { username } post { id } read } } pageInfo { hasNextPage } } }',
    );
    expect(data).toEqual({
      unreadNotificationsCount: 1,
      notifications: {
        edges: [{ node: { type: 'like', actorsCount: 1, actors: [{ username: 'ann' }], post: { id: own }, read: false } }],
        pageInfo: { hasNextPage: false },
      },
    });
    expect((await eve.graphql('mutation { markNotificationsRead }')).data).toEqual({ markNotificationsRead: 0 });
    await until(() => counts.at(-1) === 0, 'the cleared count pushed');
    expect((await eve.graphql('{ notifications(after: "x") { edges { cursor } } }')).errors?.[0]).toMatchObject({ message: 'Invalid cursor' });
    await socket.dispose();
  });
});
