import { beforeAll, describe, expect, it } from 'vitest';
import { signedUpClient } from '../support/accounts';
import { HttpClient } from '../support/httpClient';
import { phonePhoto } from '../support/images';
import { useTestServer } from '../support/useTestServer';

type Headers = Record<string, string>;
type Answer = Awaited<ReturnType<HttpClient['request']>>;

const REFUSED = { status: 403, body: { message: 'Requests from other sites are not allowed.' } };
const ALLOWED_ORIGIN = 'https://m.glimpse.example';

// How a browser labels a request that a page of another site makes it send with the user's cookie.
const foreignRequests: Record<string, Headers> = {
  'from another site': { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  'from a sibling site (same-site, so a Lax cookie goes along)': { origin: 'http://evil.localhost', 'sec-fetch-site': 'same-site' },
  'from another site in a browser without fetch metadata': { origin: 'https://evil.example' },
  'from a sandboxed frame (Origin: null)': { origin: 'null' },
};

describe('another site cannot write on behalf of a signed-in user', () => {
  const server = useTestServer({ ALLOWED_ORIGINS: `${ALLOWED_ORIGIN}/` });
  let victim: HttpClient;
  let victimId: string;
  let bobId: string;
  let bobPostId: string;
  let victimPostId: string;
  let conversationId: string;
  const head = () => server.glimpse.engines.events.headPosition();
  const sameOrigin = (): Headers => ({ origin: server.url, 'sec-fetch-site': 'same-origin' });

  const photoForm = async () => {
    const form = new FormData();
    form.append('media', new Blob([new Uint8Array(await phonePhoto(300, 200))], { type: 'image/jpeg' }), 'p.jpg');
    form.append('caption', 'posted by someone else?');
    return form;
  };

  beforeAll(async () => {
    ({ client: victim, id: victimId } = await signedUpClient(server.url, 'victim'));
    const bob = await signedUpClient(server.url, 'bob');
    bobId = bob.id;
    bobPostId = (await bob.client.request('/api/posts', { method: 'POST', body: await photoForm() })).body.id;
    victimPostId = (await victim.request('/api/posts', { method: 'POST', body: await photoForm() })).body.id;
    conversationId = (await victim.json('/api/conversations', 'POST', { userId: bobId })).body.id;
    expect([bobPostId, victimPostId, conversationId].every(Boolean)).toBe(true);
  });

  const writes: Record<string, (headers: Headers) => Promise<Answer>> = {
    post: async (headers) => victim.request('/api/posts', { method: 'POST', headers, body: await photoForm() }),
    like: (headers) => victim.request(`/api/posts/${bobPostId}/like`, { method: 'POST', headers }),
    follow: (headers) => victim.request(`/api/users/${bobId}/follow`, { method: 'POST', headers }),
    message: (headers) => victim.json(`/api/conversations/${conversationId}/messages`, 'POST', { content: 'send me your password' }, headers),
    delete: (headers) => victim.json(`/api/posts/${victimPostId}`, 'DELETE', {}, headers),
  };

  for (const [what, write] of Object.entries(writes)) {
    it(`refuses a ${what} sent from another site and changes nothing, and takes it from the app itself`, async () => {
      for (const [how, headers] of Object.entries(foreignRequests)) {
        const before = await head();
        expect(await write(headers), how).toMatchObject(REFUSED);
        expect(await head(), how).toBe(before);
      }
      const done = await write(sameOrigin());
      expect(done.status, JSON.stringify(done.body)).toBeLessThan(300);
    });
  }

  it('leaves the state as the app itself made it: one like, one follow, one message, the post deleted, one post added', async () => {
    expect((await victim.request(`/api/posts/${bobPostId}`)).body).toMatchObject({ likesCount: 1, isLiked: true });
    expect((await victim.request(`/api/users/${bobId}/is-following`)).body).toEqual({ isFollowing: true });
    const messages = (await victim.request(`/api/conversations/${conversationId}/messages`)).body;
    expect(messages.map((m: { content: string }) => m.content)).toEqual(['send me your password']);
    expect((await victim.request(`/api/posts/${victimPostId}`)).status).toBe(404);
    const mine = (await victim.request(`/api/users/${victimId}/posts`)).body;
    expect(mine).toHaveLength(1);
  });

  it('refuses deleting the account, logging out and signing in from another site', async () => {
    const before = await head();
    const cross = foreignRequests['from another site'];
    expect(await victim.json('/api/auth/delete-account', 'DELETE', undefined, cross)).toMatchObject(REFUSED);
    expect(await victim.json('/api/auth/logout', 'POST', undefined, cross)).toMatchObject(REFUSED);
    // A forged sign-in would put the user in the attacker's account without them noticing.
    expect(await new HttpClient(server.url).json('/api/auth/login', 'POST', { username: 'bob', password: 'secret1' }, cross)).toMatchObject(REFUSED);
    expect(await head()).toBe(before);
    expect((await victim.graphql('{ me { id } }')).data.me.id).toBe(victimId);
  });

  it('lets the mobile app write with its bearer token whatever Origin its web view sends, and an allowed origin with the cookie', async () => {
    const login = await new HttpClient(server.url).json('/api/auth/login', 'POST', { username: 'bob', password: 'secret1' });
    expect(login.status).toBe(200);
    const app = new HttpClient(server.url);
    const liked = await app.request(`/api/posts/${bobPostId}/like`, {
      method: 'POST',
      headers: { authorization: `Bearer ${login.body.token}`, origin: 'capacitor://localhost', 'sec-fetch-site': 'cross-site' },
    });
    expect(liked).toMatchObject({ status: 200, body: { liked: true } });
    const follow = await victim.request(`/api/users/${bobId}/follow`, { method: 'POST', headers: { origin: ALLOWED_ORIGIN, 'sec-fetch-site': 'cross-site' } });
    expect(follow).toMatchObject({ status: 200, body: { following: false } });
  });

  it('keeps the session cookie HttpOnly and SameSite=Lax, so other sites cannot read it and their form posts go without it', async () => {
    const res = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bob', password: 'secret1' }),
    });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^glimpse_session=/);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
  });

  describe('GraphQL refuses the requests a page of another site can send without asking (Apollo CSRF prevention)', () => {
    const LIKE = `mutation { toggleLike(postId: "BOB_POST") { liked } }`;
    const like = () => LIKE.replace('BOB_POST', bobPostId);

    it('refuses text/plain, form-encoded and multipart posts, and GET mutations, without a preflight header', async () => {
      const before = await head();
      const multipart = new FormData();
      multipart.append('operations', JSON.stringify({ query: like() }));
      const attempts: [string, RequestInit, string][] = [
        ['text/plain', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ query: like() }) }, ''],
        ['form-encoded', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `query=${encodeURIComponent(like())}` }, ''],
        ['multipart', { method: 'POST', body: multipart }, ''],
        ['GET', { method: 'GET' }, `?query=${encodeURIComponent(like())}`],
      ];
      for (const [how, init, search] of attempts) {
        const res = await victim.request(`/graphql${search}`, init);
        expect(res.status, how).toBe(400);
        expect(res.body.errors[0].message, how).toMatch(/^This operation has been blocked as a potential Cross-Site Request Forgery \(CSRF\)/);
      }
      // Even with the preflight header (which no other site can add without CORS), a GET never runs a mutation.
      const get = await victim.request(`/graphql?query=${encodeURIComponent(like())}`, { headers: { 'apollo-require-preflight': 'true' } });
      expect(get.status).toBe(405);
      expect(await head()).toBe(before);
    });

    it('refuses a JSON mutation that another site sent, and runs it for the app', async () => {
      const before = await head();
      const body = { query: like() };
      for (const [how, headers] of Object.entries(foreignRequests)) expect(await victim.json('/graphql', 'POST', body, headers), how).toMatchObject(REFUSED);
      expect(await head()).toBe(before);
      const done = await victim.json('/graphql', 'POST', body, sameOrigin());
      expect(done.body).toEqual({ data: { toggleLike: { liked: false } } });
    });
  });
});
