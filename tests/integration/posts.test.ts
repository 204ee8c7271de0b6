import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { HttpClient } from '../support/httpClient';
import { phonePhoto } from '../support/images';
import { subscriptionsOf } from '../support/until';
import { useTestServer } from '../support/useTestServer';
import { appendsNothing } from '../support/appendsNothing';

const birthDate = '1990-05-05';

describe('posts, comments, bookmarks and bans over real HTTP and WebSocket', () => {
  const server = useTestServer();
  const clients: Record<'alice' | 'bob' | 'carol' | 'admin', HttpClient> = {} as never;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  const sockets: Client[] = [];
  let postId: string;
  let mediaUrl: string;

  function subscribe<T>(who: string, query: string, variables: Record<string, unknown> = {}) {
    const ws = createClient({ url: `${server.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { token: tokens[who] } });
    sockets.push(ws);
    subscriptions.opened();
    return ws.iterate<T>({ query, variables });
  }
  const subscriptions = subscriptionsOf(() => server.glimpse.subscriptionsStarted());
  const settle = () => subscriptions.live();
  async function publish(who: 'alice' | 'bob', caption: string) {
    const form = new FormData();
    form.append('media', new Blob([new Uint8Array(await phonePhoto(400, 300))], { type: 'image/jpeg' }), 'p.jpg');
    form.append('caption', caption);
    const res = await clients[who].request('/api/posts', { method: 'POST', body: form });
    expect(res.status).toBe(201);
    return res.body as { id: string; mediaUrl: string };
  }

  beforeAll(async () => {
    for (const name of ['alice', 'bob', 'carol'] as const) {
      clients[name] = new HttpClient(server.url);
      const res = await clients[name].graphql(`mutation($input: SignUpInput!) { signUp(input: $input) { token me { id } } }`, {
        input: { username: name, email: `${name}@example.com`, password: 'secret1', birthDate },
      });
      ids[name] = res.data.signUp.me.id;
      tokens[name] = res.data.signUp.token;
    }
    const request = { viewerId: null, clientIp: null, idempotencyKey: null, sessionId: null, now: server.glimpse.services.clock() };
    ids.admin = await server.glimpse.services.accounts.signUp(
      { username: 'boss', email: 'boss@example.com', password: 'secret1', birthDate },
      null,
      request,
      true,
    );
    clients.admin = new HttpClient(server.url);
    tokens.admin = (await clients.admin.json('/api/auth/login', 'POST', { username: 'boss', password: 'secret1' })).body.token;
    await clients.bob.request(`/api/users/${ids.alice}/follow`, { method: 'POST' });
    ({ id: postId, mediaUrl } = await publish('alice', 'Harbour at dawn'));
  });
  afterAll(async () => {
    for (const ws of sockets) await ws.dispose();
  });

  it('adds trimmed plain-text comments over REST and lists them oldest first in the spec shape', async () => {
    const res = await clients.bob.json(`/api/posts/${postId}/comments`, 'POST', { content: '  <img src=x onerror=alert(1)> lovely  ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      content: '<img src=x onerror=alert(1)> lovely',
      createdAt: expect.any(String),
      user: expect.objectContaining({ id: ids.bob, username: 'bob', avatar: null, isAdmin: false }),
      parentId: null,
      repliesCount: 0,
      likesCount: 0,
      isLiked: false,
    });
    await clients.carol.json(`/api/posts/${postId}/comments`, 'POST', { content: 'Second!' });
    const list = await new HttpClient(server.url).request(`/api/posts/${postId}/comments`);
    expect(list.status).toBe(200);
    expect(list.body.map((c: { content: string }) => c.content)).toEqual(['<img src=x onerror=alert(1)> lovely', 'Second!']);
    expect(Object.keys(list.body[0].user).sort()).toEqual(expect.arrayContaining(['avatar', 'id', 'isAdmin', 'username']));
    expect((await clients.bob.request(`/api/posts/${postId}`)).body).toMatchObject({ commentsCount: 2 });
  });

  it('adds one comment and one post for a request retried with its Idempotency-Key', async () => {
    const key = { 'idempotency-key': 'retry-1' };
    const first = await clients.carol.json(`/api/posts/${postId}/comments`, 'POST', { content: 'Once' }, key);
    const retried = await appendsNothing(server.glimpse, () => clients.carol.json(`/api/posts/${postId}/comments`, 'POST', { content: 'Once' }, key));
    expect(retried).toMatchObject({ status: 201, body: { id: first.body.id, content: 'Once' } });
    await clients.carol.request(`/api/comments/${first.body.id}`, { method: 'DELETE' });

    const form = async () => {
      const body = new FormData();
      body.append('media', new Blob([new Uint8Array(await phonePhoto(300, 200))], { type: 'image/jpeg' }), 'p.jpg');
      return body;
    };
    const post = await clients.carol.request('/api/posts', { method: 'POST', headers: key, body: await form() });
    const again = await clients.carol.request('/api/posts', { method: 'POST', headers: key, body: await form() });
    expect(again).toMatchObject({ status: 201, body: { id: post.body.id } });
    expect((await clients.carol.request(`/api/users/${ids.carol}`)).body).toMatchObject({ postsCount: 1 });
    await clients.carol.request(`/api/posts/${post.body.id}`, { method: 'DELETE' });
  });

  it('pages a post’s comments over REST with limit and cursor, refusing bad ones', async () => {
    const first = await clients.bob.request(`/api/posts/${postId}/comments?limit=1`);
    expect(first.body.map((c: { content: string }) => c.content)).toEqual(['<img src=x onerror=alert(1)> lovely']);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toEqual(expect.any(String));
    const next = await clients.bob.request(`/api/posts/${postId}/comments?limit=1&cursor=${cursor}`);
    expect(next.body.map((c: { content: string }) => c.content)).toEqual(['Second!']);
    expect(next.headers.get('x-next-cursor')).toBeNull();
    expect(await clients.bob.request(`/api/posts/${postId}/comments?limit=abc`)).toMatchObject({
      status: 400,
      body: { message: 'first must be between 1 and 100' },
    });
    expect(await clients.bob.request(`/api/posts/${postId}/comments?cursor=%5B%2A`)).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
  });

  it('refuses empty, overlong, unsigned and misplaced comments with a clear 4xx, appending nothing', async () => {
    const post = (client: HttpClient, body: unknown, id = postId) => client.json(`/api/posts/${id}/comments`, 'POST', body);
    await appendsNothing(server.glimpse, async () => {
      expect(await post(clients.bob, { content: '   ' })).toMatchObject({ status: 400, body: { message: 'Comment cannot be empty' } });
      expect(await post(clients.bob, {})).toMatchObject({ status: 400, body: { message: 'Comment cannot be empty' } });
      expect(await post(clients.bob, { content: 'x'.repeat(2201) })).toMatchObject({
        status: 400,
        body: { message: 'Comment must be at most 2200 characters' },
      });
      expect(await post(clients.bob, { content: 'hi' }, 'no-such-post')).toMatchObject({ status: 404, body: { message: 'Post not found' } });
      expect(await post(new HttpClient(server.url), { content: 'hi' })).toMatchObject({ status: 401, body: { message: 'Authentication required' } });
      expect(await clients.bob.request('/api/posts/no-such-post/comments')).toMatchObject({ status: 404, body: { message: 'Post not found' } });
      const gql = await clients.bob.graphql(`mutation($id: ID!) { addComment(postId: $id, content: "  ") { id } }`, { id: postId });
      expect(gql.errors?.[0]).toMatchObject({ message: 'Comment cannot be empty', extensions: { code: 'BAD_USER_INPUT' } });
    });
  });

  it('shows a new comment live, with its count, to someone viewing the post', async () => {
    const comments = subscribe<any>('alice', `subscription($id: ID!) { commentsChanged(postId: $id) { added { content user { username } } removedId } }`, {
      id: postId,
    });
    const counts = subscribe<any>('alice', `subscription($ids: [ID!]!) { postChanged(ids: $ids) { id commentsCount } }`, { ids: [postId] });
    const nextComment = comments.next();
    const nextCount = counts.next();
    await settle();
    const added = await clients.carol.graphql(
      `mutation($id: ID!) { addComment(postId: $id, content: " Live one ") { id content user { username } post { commentsCount } } }`,
      { id: postId },
    );
    expect(added.data.addComment).toMatchObject({ content: 'Live one', user: { username: 'carol' }, post: { commentsCount: 3 } });
    expect((await nextComment).value.data.commentsChanged).toEqual({ added: { content: 'Live one', user: { username: 'carol' } }, removedId: null });
    expect((await nextCount).value.data.postChanged).toEqual({ id: postId, commentsCount: 3 });
    const page = await clients.bob.graphql(
      `query($id: ID!) { post(id: $id) { commentsCount comments(first: 2) { edges { node { content } } pageInfo { hasNextPage endCursor } } } }`,
      { id: postId },
    );
    expect(page.data.post.comments.edges.map((e: any) => e.node.content)).toEqual(['<img src=x onerror=alert(1)> lovely', 'Second!']);
    expect(page.data.post.comments.pageInfo.hasNextPage).toBe(true);
    const rest = await clients.bob.graphql(
      `query($id: ID!, $after: String) { comments(postId: $id, first: 5, after: $after) { edges { node { content } } } }`,
      {
        id: postId,
        after: page.data.post.comments.pageInfo.endCursor,
      },
    );
    expect(rest.data.comments.edges.map((e: any) => e.node.content)).toEqual(['Live one']);
    await comments.return?.();
    await counts.return?.();
  });

  it('lets the comment’s author, the post’s author and an admin delete a comment, and no one else (adminUserId grants nothing)', async () => {
    const list = (await clients.bob.request(`/api/posts/${postId}/comments`)).body as { id: string; user: { username: string } }[];
    const [bobs, carols, carolsLive] = list.map((c) => c.id);
    await appendsNothing(server.glimpse, async () => {
      expect(await clients.carol.json(`/api/comments/${bobs}`, 'DELETE', { adminUserId: ids.admin })).toMatchObject({ status: 403 });
      expect((await clients.carol.request(`/api/comments/${bobs}`, { method: 'DELETE' })).body.message).toMatch(/own comments/);
      expect(await clients.bob.request('/api/comments/nope', { method: 'DELETE' })).toMatchObject({ status: 404, body: { message: 'Comment not found' } });
      expect(await new HttpClient(server.url).request(`/api/comments/${bobs}`, { method: 'DELETE' })).toMatchObject({ status: 401 });
    });
    expect(await clients.bob.request(`/api/comments/${bobs}`, { method: 'DELETE' })).toMatchObject({ status: 200 });
    expect(await clients.alice.request(`/api/comments/${carols}`, { method: 'DELETE' })).toMatchObject({ status: 200 });
    const gql = await clients.admin.graphql(`mutation($id: ID!) { deleteComment(id: $id) { id commentsCount } }`, { id: carolsLive });
    expect(gql).toEqual({ data: { deleteComment: { id: postId, commentsCount: 0 } } });
    expect((await clients.bob.request(`/api/posts/${postId}/comments`)).body).toEqual([]);
    expect((await clients.bob.request(`/api/posts/${postId}`)).body).toMatchObject({ commentsCount: 0 });
  });

  it('bookmarks a post for its owner only, and unbookmarks it', async () => {
    const toggle = (who: 'bob' | 'carol') =>
      clients[who].graphql(`mutation($id: ID!) { toggleSave(postId: $id) { saved post { id isSaved } } }`, { id: postId });
    const saved = (who: 'bob' | 'carol') => clients[who].graphql(`{ savedPosts(first: 9) { edges { node { id isSaved } } pageInfo { hasNextPage } } }`);
    expect((await toggle('bob')).data.toggleSave).toEqual({ saved: true, post: { id: postId, isSaved: true } });
    expect((await saved('bob')).data.savedPosts.edges).toEqual([{ node: { id: postId, isSaved: true } }]);
    expect((await saved('carol')).data.savedPosts.edges).toEqual([]);
    expect((await new HttpClient(server.url).graphql(`{ savedPosts { edges { node { id } } } }`)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await toggle('carol')).data.toggleSave.saved).toBe(true);
    expect((await toggle('carol')).data.toggleSave.saved).toBe(false);
    expect((await saved('carol')).data.savedPosts.edges).toEqual([]);
    const missing = await appendsNothing(server.glimpse, () => clients.bob.graphql(`mutation { toggleSave(postId: "nope") { saved } }`));
    expect(missing.errors?.[0]).toMatchObject({ message: 'Post not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('announces a followed user’s new post live, and not to someone who does not follow them', async () => {
    const bobFeed = subscribe<any>('bob', `subscription { feedUpdated { newPost { id caption user { username } } removedPostId } }`);
    const carolFeed = subscribe<any>('carol', `subscription { feedUpdated { newPost { id } removedPostId } }`);
    const bobNext = bobFeed.next();
    const carolNext = carolFeed.next();
    await settle();
    const second = await publish('alice', 'Second light');
    expect((await bobNext).value.data.feedUpdated).toEqual({
      newPost: { id: second.id, caption: 'Second light', user: { username: 'alice' } },
      removedPostId: null,
    });
    // Carol's first update is the removal below, not Alice's new post.
    const removal = bobFeed.next();
    await clients.alice.request(`/api/posts/${second.id}`, { method: 'DELETE' });
    expect((await removal).value.data.feedUpdated).toEqual({ newPost: null, removedPostId: second.id });
    expect((await carolNext).value.data.feedUpdated).toEqual({ newPost: null, removedPostId: second.id });
    await bobFeed.return?.();
    await carolFeed.return?.();
  });

  it('lets only the author or an admin delete a post; it goes with its likes, comments, bookmarks and media', async () => {
    await clients.bob.request(`/api/posts/${postId}/like`, { method: 'POST' });
    await clients.bob.json(`/api/posts/${postId}/comments`, 'POST', { content: 'Bye' });
    await appendsNothing(server.glimpse, async () => {
      const refused = await clients.carol.json(`/api/posts/${postId}`, 'DELETE', { adminUserId: ids.admin });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/Admin privileges required/);
      const gql = await clients.bob.graphql(`mutation($id: ID!) { deletePost(id: $id) }`, { id: postId });
      expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(await clients.alice.request('/api/posts/nope', { method: 'DELETE' })).toMatchObject({ status: 404, body: { message: 'Post not found' } });
      expect(await new HttpClient(server.url).request(`/api/posts/${postId}`, { method: 'DELETE' })).toMatchObject({ status: 401 });
    });
    expect((await fetch(server.url + mediaUrl)).status).toBe(200);
    expect((await clients.bob.graphql(`{ feed { edges { node { id } } } }`)).data.feed.edges).toEqual([{ node: { id: postId } }]);
    expect(await clients.alice.request(`/api/posts/${postId}`, { method: 'DELETE' })).toMatchObject({ status: 200 });

    expect(await clients.bob.request(`/api/posts/${postId}`)).toMatchObject({ status: 404, body: { message: 'Post not found' } });
    expect(await clients.bob.request(`/api/posts/${postId}/comments`)).toMatchObject({ status: 404 });
    expect((await fetch(server.url + mediaUrl)).status).toBe(404);
    expect((await clients.bob.graphql(`{ feed { edges { node { id } } } }`)).data.feed.edges).toEqual([]);
    expect((await clients.bob.graphql(`{ savedPosts { edges { node { id } } } }`)).data.savedPosts.edges).toEqual([]);
    expect((await clients.bob.request(`/api/users/${ids.alice}`)).body).toMatchObject({ postsCount: 0 });
    expect(await clients.bob.request(`/api/posts/${postId}/like`, { method: 'POST' })).toMatchObject({ status: 404 });
    expect(await appendsNothing(server.glimpse, () => clients.alice.request(`/api/posts/${postId}`, { method: 'DELETE' }))).toMatchObject({ status: 404 });
  });

  it('lets an admin delete anyone’s post', async () => {
    const { id } = await publish('bob', 'Mine');
    expect(await clients.admin.request(`/api/posts/${id}`, { method: 'DELETE' })).toMatchObject({ status: 200 });
    expect((await clients.bob.request(`/api/users/${ids.bob}`)).body).toMatchObject({ postsCount: 0 });
  });

  it('lets only admins ban and unban posts: a banned post is hidden from everyone else', async () => {
    const { id } = await publish('alice', 'Questionable');
    const ban = (who: 'bob' | 'admin') => clients[who].graphql(`mutation($id: ID!) { banPost(id: $id, reason: "Spam") { id } }`, { id });
    await appendsNothing(server.glimpse, async () => {
      expect((await ban('bob')).errors?.[0]).toMatchObject({ message: 'Admin privileges required.', extensions: { code: 'FORBIDDEN' } });
      expect((await new HttpClient(server.url).graphql(`{ bannedPosts { reason } }`)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await clients.bob.graphql(`{ bannedPosts { reason } }`)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(await clients.bob.request('/api/admin/banned-posts')).toMatchObject({ status: 403, body: { message: 'Admin privileges required.' } });
      expect(await clients.bob.request(`/api/admin/posts/${id}/unban`, { method: 'POST' })).toMatchObject({ status: 403 });
      expect(await clients.admin.request(`/api/admin/posts/${id}/unban`, { method: 'POST' })).toMatchObject({
        status: 409,
        body: { message: 'This post is not banned' },
      });
    });
    expect((await ban('admin')).data.banPost).toEqual({ id });
    expect((await clients.bob.graphql(`{ feed { edges { node { id } } } }`)).data.feed.edges).toEqual([]);
    expect(await clients.bob.request(`/api/posts/${id}`)).toMatchObject({ status: 404 });
    expect(await clients.admin.request(`/api/posts/${id}`)).toMatchObject({ status: 200 });
    expect((await clients.admin.graphql(`{ bannedPosts { reason post { id caption } } }`)).data.bannedPosts).toEqual([
      { reason: 'Spam', post: { id, caption: 'Questionable' } },
    ]);
    const listed = await clients.admin.request('/api/admin/banned-posts');
    expect(listed.body).toEqual([expect.objectContaining({ id, caption: 'Questionable', banReason: 'Spam', bannedAt: expect.any(String) })]);
    expect(await clients.admin.request(`/api/admin/posts/${id}/unban`, { method: 'POST' })).toMatchObject({ status: 200 });
    expect((await clients.bob.graphql(`{ feed { edges { node { id } } } }`)).data.feed.edges).toEqual([{ node: { id } }]);
    expect((await clients.admin.request('/api/admin/banned-posts')).body).toEqual([]);
  });
});
