import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { phonePhoto } from '../support/images';
import { Caller, signUpAs } from '../support/people';
import { tempDataDir } from '../support/tempDataDir';
import { startTestServer } from '../support/testServer';
import { useTestServer } from '../support/useTestServer';

// Small limits, so that a burst a script would make is quick to make here.
const LIMITS = {
  RATE_LIMIT_PER_ADDRESS: 'on',
  RATE_LIMIT_SIGN_UP_PER_ADDRESS: '2/1h',
  RATE_LIMIT_POST: '2/1h',
  RATE_LIMIT_STORY: '1/1h',
  RATE_LIMIT_COMMENT: '2/10m',
  RATE_LIMIT_COMMENT_PER_ADDRESS: '3/10m',
  RATE_LIMIT_LIKE: '3/10m',
  RATE_LIMIT_SAVE: '2/10m',
  RATE_LIMIT_FOLLOW: '2/1h',
  RATE_LIMIT_MESSAGE: '3/1m',
  RATE_LIMIT_TYPING: '2/1m',
  RATE_LIMIT_REPORT: '1/1h',
  RATE_LIMIT_UPLOAD: '3/1h',
  RATE_LIMIT_ADMIN_CHAT: '2/1m',
  RATE_LIMIT_ACCOUNT_CHANGE: '2/1h',
  RATE_LIMIT_DELETION: '2/1h',
  RATE_LIMIT_MODERATION: '2/1h',
  RATE_LIMIT_SEEN: '2/10m',
};

type Answer = { status: number; body: any; retryAfter: number | null };

const tooMany = (what: string) => new RegExp(`^Too many ${what} in a short time\\. Please try again in \\d+ (second|minute)s?\\.$`);

describe('rate limits on every write, over REST, GraphQL and the admin socket', () => {
  const server = useTestServer({ ...LIMITS, ADMIN_CODE: 'code' });
  let host: Caller;
  let postId: string;
  let photo: Buffer;
  let ip = 0;
  /** A new person, from an address of their own unless told. */
  const person = (name: string, address = `203.0.113.${++ip}`, isAdmin = false) => signUpAs(server.glimpse, name, address, isAdmin);
  const head = () => server.glimpse.engines.events.headPosition();
  const mediaFiles = async () => (await readdir(path.join(server.dataDir, 'media'))).length;

  async function call(caller: Caller, path: string, init: RequestInit): Promise<Answer> {
    const response = await fetch(server.url + path, { ...init, headers: { ...caller.headers(), ...(init.headers as Record<string, string>) } });
    const text = await response.text();
    const retryAfter = response.headers.get('retry-after');
    return { status: response.status, body: text ? JSON.parse(text) : null, retryAfter: retryAfter === null ? null : Number(retryAfter) };
  }
  const rest = (caller: Caller, path: string, method: string, payload?: unknown) =>
    call(caller, path, { method, headers: { 'content-type': 'application/json' }, body: payload === undefined ? undefined : JSON.stringify(payload) });
  const gql = (caller: Caller, query: string, variables: Record<string, unknown> = {}) => rest(caller, '/graphql', 'POST', { query, variables });
  const upload = (caller: Caller, path: string, fields: Record<string, string | Blob>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    return call(caller, path, { method: 'POST', body: form });
  };
  const image = () => new Blob([new Uint8Array(photo)], { type: 'image/jpeg' });

  /** A REST answer refused by the limit on `what`: 429, Retry-After, a message, nothing appended or stored. */
  async function refusedOverRest(attempt: () => Promise<Answer>, what: string) {
    const [before, files] = [await head(), await mediaFiles()];
    const answer = await attempt();
    expect(answer).toMatchObject({ status: 429, body: { message: expect.stringMatching(tooMany(what)) } });
    expect(answer.retryAfter).toBeGreaterThan(0);
    expect(await head()).toBe(before);
    expect(await mediaFiles()).toBe(files);
    return answer;
  }

  /** The same over GraphQL: code TOO_MANY_REQUESTS, extensions.retryAfter, the header too, nothing appended. */
  async function refusedOverGraphQL(attempt: () => Promise<Answer>, what: string) {
    const before = await head();
    const answer = await attempt();
    expect(answer.body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(tooMany(what)),
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) },
    });
    expect(answer.body.errors[0].extensions.retryAfter).toBeGreaterThan(0);
    expect(answer.retryAfter).toBe(answer.body.errors[0].extensions.retryAfter);
    expect(await head()).toBe(before);
    return answer;
  }

  const ok = (answer: Answer) => {
    expect(answer.body?.errors, JSON.stringify(answer.body)).toBeUndefined();
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
    return answer.body;
  };

  beforeAll(async () => {
    photo = await phonePhoto(300, 300);
    host = await person('host');
    postId = ok(await upload(host, '/api/posts', { media: image(), caption: 'The harbour' })).id;
  });

  it('refuses to start on a malformed or unknown limit setting, naming it', async () => {
    const other = await tempDataDir();
    try {
      await expect(startTestServer(other.dir, { RATE_LIMIT_POST: 'lots' })).rejects.toThrow('RATE_LIMIT_POST must be a count per duration such as "30/1h"');
      await expect(startTestServer(other.dir, { RATE_LIMIT_POSTS: '1/1h' })).rejects.toThrow('Unknown setting RATE_LIMIT_POSTS');
    } finally {
      await other.remove();
    }
  });

  it('limits sign-ups per address, not counting refused forms, and takes no name when it refuses', async () => {
    const from = new Caller(server.url, '198.51.100.7');
    const form = (username: string) => ({ username, email: `${username}@example.com`, password: 'secret1', birthDate: '1990-05-01' });
    const SIGN_UP = 'mutation($input: SignUpInput!) { signUp(input: $input) { me { id } } }';
    expect((await upload(from, '/api/auth/signup', { ...form('sam0'), email: 'not-an-email' })).status).toBe(400);
    expect((await gql(from, SIGN_UP, { input: { ...form('sam0'), password: '123' } })).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await upload(from, '/api/auth/signup', form('sam1'))).status).toBe(201);
    ok(await gql(from, SIGN_UP, { input: form('sam2') }));

    const refused = await refusedOverRest(() => upload(from, '/api/auth/signup', { ...form('sam3'), profilePicture: image() }), 'sign-ups');
    expect(refused.body.message).toBe('Too many sign-ups in a short time. Please try again in 60 minutes.');
    expect(refused.retryAfter).toBeGreaterThan(3590);
    await refusedOverGraphQL(() => gql(from, SIGN_UP, { input: form('sam3') }), 'sign-ups');
    // Nothing of sam3 was kept: the name is free for a sign-up from elsewhere.
    ok(await gql(from.from('198.51.100.8'), SIGN_UP, { input: form('sam3') }));
  });

  it('limits posts per account, before the upload is stored', async () => {
    const poppy = await person('poppy');
    for (let i = 0; i < 2; i++) expect((await upload(poppy, '/api/posts', { media: image(), caption: `Post ${i}` })).status).toBe(201);
    await refusedOverRest(() => upload(poppy, '/api/posts', { media: image(), caption: 'One too many' }), 'posts');
    // The same account from another address is the same person.
    const media = ok(await upload(poppy.from('203.0.113.200'), '/media', { file: image() }));
    await refusedOverGraphQL(
      () => gql(poppy, 'mutation($input: CreatePostInput!) { createPost(input: $input) { id } }', { input: { mediaId: media.id } }),
      'posts',
    );
    const stories = await person('stella');
    ok(await upload(stories, '/api/stories', { image: image() }));
    await refusedOverRest(() => upload(stories, '/api/stories', { image: image() }), 'stories');
  });

  it('limits comments per account and per address, over GraphQL and REST alike', async () => {
    const ADD = 'mutation($postId: ID!, $content: String!) { addComment(postId: $postId, content: $content) { id } }';
    const carl = await person('carl');
    ok(await gql(carl, ADD, { postId, content: 'First!' }));
    ok(await rest(carl, `/api/posts/${postId}/comments`, 'POST', { content: 'Second' }));
    const overGraphQL = await refusedOverGraphQL(() => gql(carl, ADD, { postId, content: 'Third' }), 'comments');
    const overRest = await refusedOverRest(() => rest(carl, `/api/posts/${postId}/comments`, 'POST', { content: 'Third' }), 'comments');
    expect(overRest.body.message).toBe(overGraphQL.body.errors[0].message);
    // Asked in Spanish, the same limit is told in Spanish, its wait counted the same.
    const inSpanish = { 'accept-language': 'es-ES,es;q=0.9', 'content-type': 'application/json' };
    const enEspañol = /^Demasiados comentarios en poco tiempo\. Vuelve a intentarlo en \d+ (segundos?|minutos?)\.$/;
    const restEs = await call(carl, `/api/posts/${postId}/comments`, { method: 'POST', headers: inSpanish, body: JSON.stringify({ content: 'Tercero' }) });
    expect(restEs).toMatchObject({ status: 429, body: { message: expect.stringMatching(enEspañol) } });
    const gqlEs = await call(carl, '/graphql', {
      method: 'POST',
      headers: inSpanish,
      body: JSON.stringify({ query: ADD, variables: { postId, content: 'Tercero' } }),
    });
    expect(gqlEs.body.errors[0]).toMatchObject({ message: expect.stringMatching(enEspañol), extensions: { code: 'TOO_MANY_REQUESTS' } });

    // Two people behind one address share its limit of 3.
    const dora = await person('dora', '203.0.113.150');
    const ed = await person('eddie', '203.0.113.150');
    ok(await gql(dora, ADD, { postId, content: 'Nice' }));
    ok(await gql(dora, ADD, { postId, content: 'Very nice' }));
    ok(await gql(ed, ADD, { postId, content: 'Agreed' }));
    await refusedOverGraphQL(() => gql(ed, ADD, { postId, content: 'Still agreed' }), 'comments');
    // From another address ed may go on: his account has used one of its two.
    ok(await gql(ed.from('203.0.113.151'), ADD, { postId, content: 'From my phone' }));
  });

  it('limits likes, bookmarks and follows per account', async () => {
    const lena = await person('lena');
    const LIKE = 'mutation($postId: ID!) { toggleLike(postId: $postId) { liked } }';
    ok(await rest(lena, `/api/posts/${postId}/like`, 'POST'));
    ok(await gql(lena, LIKE, { postId }));
    ok(await rest(lena, `/api/posts/${postId}/like`, 'POST'));
    await refusedOverGraphQL(() => gql(lena, LIKE, { postId }), 'likes');
    await refusedOverRest(() => rest(lena, `/api/posts/${postId}/like`, 'POST'), 'likes');
    // A comment's like counts as a like.
    const comment = await rest(await person('cora'), `/api/posts/${postId}/comments`, 'POST', { content: 'Like me' });
    await refusedOverRest(() => rest(lena, `/api/comments/${comment.body.id}/like`, 'POST'), 'likes');
    await refusedOverGraphQL(() => gql(lena, 'mutation($id: ID!) { toggleCommentLike(commentId: $id) { liked } }', { id: comment.body.id }), 'likes');

    const SAVE = 'mutation($postId: ID!) { toggleSave(postId: $postId) { saved } }';
    ok(await gql(lena, SAVE, { postId }));
    ok(await gql(lena, SAVE, { postId }));
    await refusedOverGraphQL(() => gql(lena, SAVE, { postId }), 'bookmarks');

    const FOLLOW = 'mutation($userId: ID!) { toggleFollow(userId: $userId) { following } }';
    ok(await rest(lena, `/api/users/${host.id}/follow`, 'POST'));
    ok(await gql(lena, FOLLOW, { userId: host.id }));
    await refusedOverRest(() => rest(lena, `/api/users/${host.id}/follow`, 'POST'), 'follows');
    await refusedOverGraphQL(() => gql(lena, FOLLOW, { userId: host.id }), 'follows');
  });

  it('answers a mutation over the GraphQL socket past its limit with the same error', async () => {
    const nia = await person('nia');
    const socket = createClient({ url: `${server.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { token: nia.token } });
    const like = () => socket.iterate({ query: 'mutation($postId: ID!) { toggleLike(postId: $postId) { liked } }', variables: { postId } }).next();
    try {
      for (let i = 0; i < 3; i++) expect((await like()).value).toMatchObject({ data: { toggleLike: { liked: i % 2 === 0 } } });
      const before = await head();
      const refused = (await like()).value as { errors?: { message: string; extensions?: Record<string, unknown> }[] };
      expect(refused.errors?.[0]).toMatchObject({
        message: expect.stringMatching(tooMany('likes')),
        extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) },
      });
      expect(await head()).toBe(before);
    } finally {
      await socket.dispose();
    }
  });

  it('limits messages and typing signals per account', async () => {
    const max = await person('max');
    const conversationId = ok(await rest(max, '/api/conversations', 'POST', { userId: host.id })).id;
    const SEND = 'mutation($id: ID!, $content: String!) { sendMessage(conversationId: $id, content: $content) { id } }';
    ok(await gql(max, SEND, { id: conversationId, content: 'Hi' }));
    ok(await rest(max, `/api/conversations/${conversationId}/messages`, 'POST', { content: 'Are you there?' }));
    await refusedOverRest(() => rest(max, `/api/conversations/${conversationId}/messages`, 'POST', { content: 'Hello??' }), 'messages');
    await refusedOverGraphQL(() => gql(max, SEND, { id: conversationId, content: 'Hello??' }), 'messages');

    const TYPING = 'mutation($id: ID!) { setTyping(conversationId: $id, typing: true) }';
    ok(await gql(max, TYPING, { id: conversationId }));
    ok(await gql(max, TYPING, { id: conversationId }));
    await refusedOverGraphQL(() => gql(max, TYPING, { id: conversationId }), 'typing signals');
  });

  it('limits reports and account changes per account', async () => {
    const rex = await person('rex');
    ok(await gql(rex, 'mutation($input: SubmitReportInput!) { submitReport(input: $input) { id } }', { input: { text: 'Spam everywhere' } }));
    await refusedOverRest(() => upload(rex, '/api/reports', { text: 'More spam', image: image() }), 'reports');

    const UPDATE = 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }';
    ok(await gql(rex, UPDATE, { input: { fullName: 'Rex One' } }));
    ok(await upload(rex, '/api/auth/update-profile', { fullName: 'Rex Two' }));
    await refusedOverGraphQL(() => gql(rex, UPDATE, { input: { fullName: 'Rex Three' } }), 'account changes');
    await refusedOverRest(() => upload(rex, '/api/auth/update-profile', { fullName: 'Rex Three', profilePicture: image() }), 'account changes');
  });

  it('limits deletions, moderation actions and read marks per account', async () => {
    const dan = await person('dan');
    const posts: string[] = [];
    for (let i = 0; i < 2; i++) posts.push(ok(await upload(dan, '/api/posts', { media: image(), caption: `Draft ${i}` })).id);
    const comment = ok(await rest(dan, `/api/posts/${postId}/comments`, 'POST', { content: 'Oops' })).id;
    ok(await rest(dan, `/api/posts/${posts[0]}`, 'DELETE'));
    ok(await gql(dan, 'mutation($id: ID!) { deletePost(id: $id) }', { id: posts[1] }));
    await refusedOverRest(() => rest(dan, `/api/comments/${comment}`, 'DELETE'), 'deletions');

    const mod = await person('warden', undefined, true);
    ok(await rest(mod, `/api/admin/posts/${postId}/ban`, 'POST', { reason: 'Checking' }));
    ok(await gql(mod, 'mutation($id: ID!) { unbanPost(id: $id) { id } }', { id: postId }));
    await refusedOverGraphQL(() => gql(mod, 'mutation($id: ID!) { banPost(id: $id, reason: "Again") { id } }', { id: postId }), 'moderation actions');

    const story = ok(await upload(host, '/api/stories', { image: image() })).id;
    const SEEN = 'mutation($id: ID!) { markStorySeen(id: $id) { id } }';
    ok(await gql(dan, SEEN, { id: story }));
    ok(await gql(dan, SEEN, { id: story }));
    await refusedOverGraphQL(() => gql(dan, SEEN, { id: story }), 'read marks');
  });

  it('limits uploads before reading them, giving a person back the count of a file refused for what it is', async () => {
    const uma = await person('uma');
    const notAnImage = new Blob([new Uint8Array(Buffer.from('plain text'))], { type: 'image/jpeg' });
    expect((await upload(uma, '/media', { file: notAnImage })).status).toBe(400);
    for (let i = 0; i < 3; i++) expect((await upload(uma, '/media', { file: image() })).status).toBe(201);
    const refused = await refusedOverRest(() => upload(uma, '/media', { file: image() }), 'uploads');
    expect(refused.retryAfter).toBeGreaterThan(3500);
  });

  it('limits admin chat messages on /admin-ws with an error frame, keeping only what was accepted', async () => {
    const ada = await person('ada', undefined, true);
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/admin-ws`, { headers: { 'x-forwarded-for': ada.ip } });
    const frames: { type: string; [key: string]: any }[] = [];
    socket.on('message', (raw) => frames.push(JSON.parse(raw.toString())));
    await new Promise((resolve) => socket.once('open', resolve));
    const frame = async (match: (f: (typeof frames)[number]) => boolean) => {
      await expect.poll(() => frames.some(match), { timeout: 5000 }).toBe(true);
      return frames.find(match)!;
    };
    socket.send(JSON.stringify({ type: 'auth', token: ada.token }));
    await frame((f) => f.type === 'admin_list');
    for (const content of ['one', 'two', 'three']) socket.send(JSON.stringify({ type: 'chat_message', content }));
    const error = await frame((f) => f.type === 'error');
    expect(error).toEqual({ type: 'error', message: expect.stringMatching(tooMany('admin chat messages')), retryAfter: expect.any(Number) });
    expect(error.retryAfter).toBeGreaterThan(0);
    await frame((f) => f.type === 'chat_message' && f.content === 'two');
    socket.close();
    expect((await server.glimpse.services.adminChat.last(10)).map((m) => m.content)).toEqual(['one', 'two']);
  });
});
