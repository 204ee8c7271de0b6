import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { HttpClient } from '../support/httpClient';
import { phonePhoto } from '../support/images';
import { phoneVideo } from '../support/videos';
import { until } from '../support/until';
import { useTestServer } from '../support/useTestServer';

const adultBirthDate = '1995-04-12T00:00:00.000Z';
const FEED = `query Feed { feed(first: 10) { edges { node { id caption likesCount isLiked user { id username } } } pageInfo { hasNextPage } } }`;

describe('the walking skeleton over real HTTP and WebSocket', () => {
  const server = useTestServer();
  const alice = () => new HttpClient(server.url);
  let aliceClient: HttpClient;
  let bobClient: HttpClient;
  let aliceId: string;
  let aliceToken: string;
  let postId: string;
  let videoPostId: string;

  it('signs up through the REST shim with a profile picture', async () => {
    aliceClient = alice();
    const res = await aliceClient.multipart('/api/auth/signup', {
      username: 'alice',
      email: 'Alice@Example.com',
      password: 'secret1',
      age: '31',
      birthDate: adultBirthDate,
      profilePicture: { bytes: await phonePhoto(), name: 'me.jpg', type: 'image/jpeg' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: 'alice', email: 'alice@example.com', isAdmin: false, postsCount: 0 });
    expect(res.body.id).toEqual(expect.any(String));
    expect(res.body.avatar).toMatch(/^\/media\/.+\.jpg$/);
    expect(res.body).not.toHaveProperty('passwordHash');
    aliceId = res.body.id;
  });

  it('refuses bad sign-ups with the spec texts and appends nothing', async () => {
    const before = await server.glimpse.engines.events.headPosition();
    const client = alice();
    const signUp = (fields: Record<string, string>) =>
      client.multipart('/api/auth/signup', { username: 'carol', email: 'carol@example.com', password: 'secret1', birthDate: adultBirthDate, ...fields });
    expect(await signUp({ username: 'al' })).toMatchObject({ status: 400, body: { message: 'Username must be at least 3 characters' } });
    expect(await signUp({ username: 'a'.repeat(21) })).toMatchObject({ status: 400, body: { message: 'Username must be less than 20 characters' } });
    expect(await signUp({ email: 'nope' })).toMatchObject({ status: 400, body: { message: 'Please enter a valid email address' } });
    expect(await signUp({ password: '12345' })).toMatchObject({ status: 400, body: { message: 'Password must be at least 6 characters' } });
    expect(await signUp({ birthDate: '' })).toMatchObject({ status: 400, body: { message: 'Date of birth is required' } });
    const seventeen = new Date(Date.now() - 17 * 365.25 * 24 * 3600 * 1000).toISOString();
    expect(await signUp({ birthDate: seventeen })).toMatchObject({ status: 400, body: { message: 'You must be at least 18 years old to sign up' } });
    expect(await signUp({ username: 'ALICE' })).toMatchObject({ status: 409, body: { message: 'Username is already taken' } });
    expect(await server.glimpse.engines.events.headPosition()).toBe(before);
    // An email already in use frees the username it had reserved, so the name is still available.
    expect(await signUp({ email: 'alice@example.com' })).toMatchObject({ status: 409, body: { message: 'An account with this email already exists' } });
    const bad = await client.multipart('/api/auth/signup', {
      username: 'carol',
      email: 'carol@example.com',
      password: 'secret1',
      birthDate: adultBirthDate,
      profilePicture: { bytes: Buffer.from('not an image at all'), name: 'x.jpg', type: 'image/jpeg' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/image/);
  });

  it('logs in, refusing a wrong password', async () => {
    expect(await alice().json('/api/auth/login', 'POST', { username: 'alice', password: 'wrong!!' })).toMatchObject({
      status: 401,
      body: { message: 'Invalid username or password' },
    });
    expect(await alice().json('/api/auth/login', 'POST', { username: '', password: 'x' })).toMatchObject({
      status: 400,
      body: { message: 'Username is required' },
    });
    const res = await alice().json('/api/auth/login', 'POST', { username: 'Alice', password: 'secret1' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: aliceId, username: 'alice' });
    aliceToken = res.body.token;
  });

  it('uploads a photo post with a bearer token, re-encoded without its GPS metadata', async () => {
    const upload = await new HttpClient(server.url).request('/api/posts', {
      method: 'POST',
      headers: { authorization: `Bearer ${aliceToken}` },
      body: await formWithPhoto('Morning light #sunrise', 'Lisbon'),
    });
    expect(upload.status).toBe(201);
    expect(upload.body).toMatchObject({
      userId: aliceId,
      caption: 'Morning light #sunrise',
      location: 'Lisbon',
      likesCount: 0,
      isLiked: false,
      mediaType: 'image',
    });
    expect(upload.body.user).toMatchObject({ id: aliceId, username: 'alice', isAdmin: false });
    postId = upload.body.id;

    const media = await fetch(server.url + upload.body.mediaUrl);
    expect(media.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await media.arrayBuffer())).metadata();
    expect(meta.width).toBe(1080);
    expect(meta.exif).toBeUndefined();
  });

  it('accepts a video post, served in byte ranges for seeking', async () => {
    const form = new FormData();
    form.append('media', new Blob([new Uint8Array(await phoneVideo('mp4'))], { type: 'video/mp4' }), 'clip.mp4');
    form.append('caption', 'A short clip');
    const upload = await new HttpClient(server.url).request('/api/posts', { method: 'POST', headers: { authorization: `Bearer ${aliceToken}` }, body: form });
    expect(upload).toMatchObject({ status: 201, body: { mediaType: 'video', caption: 'A short clip' } });
    const whole = Buffer.from(await (await fetch(server.url + upload.body.mediaUrl)).arrayBuffer());
    const part = await fetch(server.url + upload.body.mediaUrl, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${whole.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(whole.subarray(0, 100));
    videoPostId = upload.body.id;
  });

  it('refuses a post without a file, with a file that is not an image, or with one too large', async () => {
    const client = new HttpClient(server.url);
    const auth = { authorization: `Bearer ${aliceToken}` };
    const empty = await client.request('/api/posts', { method: 'POST', headers: auth, body: new FormData() });
    expect(empty).toMatchObject({ status: 400, body: { message: 'No file selected' } });
    const form = new FormData();
    form.append('media', new Blob([Buffer.from('%PDF-1.4 nope')], { type: 'image/png' }), 'fake.png');
    const fake = await client.request('/api/posts', { method: 'POST', headers: auth, body: form });
    expect(fake.status).toBe(400);
    expect(fake.body.message).toMatch(/photo or a video/);
    const huge = new FormData();
    const jpegMagic = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    huge.append('media', new Blob([new Uint8Array(Buffer.concat([jpegMagic, Buffer.alloc(10.5 * 1024 * 1024)]))], { type: 'image/jpeg' }), 'huge.jpg');
    expect(await client.request('/api/posts', { method: 'POST', headers: auth, body: huge })).toMatchObject({
      status: 413,
      body: { message: 'File too large: images must be at most 10MB.' },
    });
  });

  it('shows the post in the feed, then likes and unlikes it', async () => {
    const feed = await aliceClient.request('/api/posts');
    expect(feed.status).toBe(200);
    expect(feed.body.map((p: { id: string }) => p.id)).toEqual([videoPostId, postId]);
    // Read again, so that the server shows the first page as it remembered it: a like must still show at once.
    const inFeed = async () => ((await aliceClient.request('/api/posts')).body as { id: string }[]).find((p) => p.id === postId);
    expect(await inFeed()).toMatchObject({ likesCount: 0, isLiked: false });
    expect(await aliceClient.request(`/api/posts/${postId}/like`, { method: 'POST' })).toMatchObject({ status: 200, body: { liked: true } });
    expect((await aliceClient.request(`/api/posts/${postId}`)).body).toMatchObject({ likesCount: 1, isLiked: true });
    expect(await inFeed()).toMatchObject({ likesCount: 1, isLiked: true });
    expect(await aliceClient.request(`/api/posts/${postId}/like`, { method: 'POST' })).toMatchObject({ status: 200, body: { liked: false } });
    expect((await aliceClient.request(`/api/posts/${postId}`)).body).toMatchObject({ likesCount: 0, isLiked: false });
    expect(await inFeed()).toMatchObject({ likesCount: 0, isLiked: false });
    expect(await aliceClient.request('/api/posts/no-such-post/like', { method: 'POST' })).toMatchObject({ status: 404, body: { message: 'Post not found' } });
  });

  it('lets a second user sign up over GraphQL, follow, see the post and like it, live over WebSocket', async () => {
    bobClient = new HttpClient(server.url);
    const signUp = await bobClient.graphql(`mutation($input: SignUpInput!) { signUp(input: $input) { token me { id username email } } }`, {
      input: { username: 'bob', email: 'bob@example.com', password: 'hunter22', birthDate: '1990-01-01' },
    });
    expect(signUp.errors).toBeUndefined();
    const bobToken: string = signUp.data.signUp.token;
    expect((await bobClient.graphql(FEED)).data.feed.edges).toEqual([]);

    expect(await bobClient.request(`/api/users/${aliceId}/follow`, { method: 'POST' })).toMatchObject({ status: 200, body: { following: true } });
    expect((await bobClient.request(`/api/users/${aliceId}/is-following`)).body).toEqual({ isFollowing: true });
    const feed = await bobClient.graphql(FEED);
    expect(feed.data.feed.edges.map((e: any) => e.node)).toEqual([
      { id: videoPostId, caption: 'A short clip', likesCount: 0, isLiked: false, user: { id: aliceId, username: 'alice' } },
      { id: postId, caption: 'Morning light #sunrise', likesCount: 0, isLiked: false, user: { id: aliceId, username: 'alice' } },
    ]);

    const subscribed = server.glimpse.subscriptionsStarted() + 1;
    const ws = createClient({ url: `${server.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { token: bobToken } });
    const changes = ws.iterate<{ postChanged: { id: string; likesCount: number; isLiked: boolean } }>({
      query: `subscription($ids: [ID!]!) { postChanged(ids: $ids) { id likesCount isLiked } }`,
      variables: { ids: [postId] },
    });
    const first = changes.next();
    await until(() => server.glimpse.subscriptionsStarted() >= subscribed, 'the postChanged subscription');
    const like = await bobClient.graphql(`mutation($id: ID!) { toggleLike(postId: $id) { liked post { likesCount isLiked } } }`, { id: postId });
    expect(like.data.toggleLike).toEqual({ liked: true, post: { likesCount: 1, isLiked: true } });
    expect((await first).value?.data?.postChanged).toEqual({ id: postId, likesCount: 1, isLiked: true });
    await changes.return?.();
    await ws.dispose();

    const profile = await bobClient.request(`/api/users/${aliceId}`);
    expect(profile.body).toMatchObject({ username: 'alice', followersCount: 1, postsCount: 2 });
    expect(profile.body).not.toHaveProperty('email');
  });

  it('answers GraphQL errors with the spec texts and a code, and hides nothing else', async () => {
    const client = new HttpClient(server.url);
    const login = await client.graphql(`mutation($input: LogInInput!) { logIn(input: $input) { token } }`, {
      input: { username: 'bob', password: 'nope-nope' },
    });
    expect(login.errors?.[0]).toMatchObject({ message: 'Invalid username or password', extensions: { code: 'UNAUTHENTICATED' } });
    const signUp = await client.graphql(`mutation($input: SignUpInput!) { signUp(input: $input) { token } }`, {
      input: { username: 'zz', email: 'zz@example.com', password: 'secret1', birthDate: adultBirthDate },
    });
    expect(signUp.errors?.[0]).toMatchObject({ message: 'Username must be at least 3 characters', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await client.graphql(FEED)).errors?.[0]).toMatchObject({ message: 'Authentication required', extensions: { code: 'UNAUTHENTICATED' } });
    expect((await client.graphql('{ nope }')).errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('accepts the session cookie even when the client sends a home-made bearer token', async () => {
    const res = await bobClient.request('/api/posts', { headers: { authorization: `Bearer 1-${Date.now()}` } });
    expect(res.status).toBe(200);
    expect(await new HttpClient(server.url).request('/api/posts', { headers: { authorization: `Bearer 1-${Date.now()}` } })).toMatchObject({
      status: 401,
      body: { message: 'Authentication required' },
    });
  });

  it('signs in and out over GraphQL with an httpOnly session cookie', async () => {
    const client = new HttpClient(server.url);
    const response = await client.json('/graphql', 'POST', {
      query: `mutation($input: LogInInput!) { logIn(input: $input) { me { username } } }`,
      variables: { input: { username: 'bob', password: 'hunter22' } },
    });
    expect(response.body.data.logIn.me.username).toBe('bob');
    expect(response.headers.get('set-cookie')).toMatch(/^glimpse_session=[\w.-]+; Max-Age=2592000; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/);
    expect((await client.graphql('{ me { username } }')).data.me.username).toBe('bob');
    const out = await client.json('/graphql', 'POST', { query: 'mutation { logOut }' });
    expect(out.headers.get('set-cookie')).toMatch(/^glimpse_session=; Path=\/; Expires=Thu, 01 Jan 1970/);
    expect((await client.graphql('{ me { username } }')).data.me).toBeNull();
  });

  it('answers a broken or oversized JSON body with a status and a message, on GraphQL and REST alike', async () => {
    const client = new HttpClient(server.url);
    for (const path of ['/graphql', '/api/auth/login']) {
      expect(await client.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' })).toMatchObject({
        status: 400,
        body: { message: 'The request body is not valid JSON.' },
      });
      const huge = JSON.stringify({ query: '{ __typename }', padding: 'x'.repeat(1_100_000) });
      expect(await client.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: huge })).toMatchObject({
        status: 413,
        body: { message: 'The request body is too large (at most 1 MB).' },
      });
    }
  });

  it('finds the same state after a restart on the same data folder', async () => {
    await server.restart();
    const again = new HttpClient(server.url);
    const login = await again.json('/api/auth/login', 'POST', { username: 'bob', password: 'hunter22' });
    expect(login.status).toBe(200);
    const feed = await again.graphql(FEED);
    expect(feed.data.feed.edges.map((e: any) => e.node)).toEqual([
      { id: videoPostId, caption: 'A short clip', likesCount: 0, isLiked: false, user: { id: aliceId, username: 'alice' } },
      { id: postId, caption: 'Morning light #sunrise', likesCount: 1, isLiked: true, user: { id: aliceId, username: 'alice' } },
    ]);
    expect((await again.request(`/api/users/${aliceId}`)).body).toMatchObject({ followersCount: 1, postsCount: 2 });
  });

  it('rebuilds the read models from the events when the snapshot was written by an older version, instead of refusing to start', async () => {
    const file = path.join(server.dataDir, 'read-models.snapshot');
    await server.restart(async () => {
      const bytes = await readFile(file);
      await writeFile(file, Buffer.concat([Buffer.from('GLIMPSE-READSTORE-3\n'), bytes.subarray('GLIMPSE-READSTORE-3\n'.length)]));
    });
    const again = new HttpClient(server.url);
    expect((await again.request(`/api/users/${aliceId}`)).body).toMatchObject({ followersCount: 1, postsCount: 2 });
    const login = await again.json('/api/auth/login', 'POST', { username: 'bob', password: 'hunter22' });
    expect(login.status).toBe(200);
    expect((await again.graphql(FEED)).data.feed.edges.map((e: any) => [e.node.id, e.node.likesCount, e.node.isLiked])).toEqual([
      [videoPostId, 0, false],
      [postId, 1, true],
    ]);
  });
});

async function formWithPhoto(caption: string, location: string): Promise<FormData> {
  const form = new FormData();
  form.append('media', new Blob([new Uint8Array(await phonePhoto())], { type: 'image/jpeg' }), 'photo.jpg');
  form.append('caption', caption);
  form.append('location', location);
  return form;
}
