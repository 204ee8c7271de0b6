import { createClient, type Client } from 'graphql-ws';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { HttpClient } from '../support/httpClient';
import { useTestServer } from '../support/useTestServer';

const birthDate = '1991-05-06T00:00:00.000Z';
const ME = '{ me { id username } }';

describe('sessions end on the server', () => {
  const server = useTestServer();

  beforeAll(async () => {
    const res = await new HttpClient(server.url).multipart('/api/auth/signup', {
      username: 'sam',
      email: 'sam@example.com',
      password: 'first-pass',
      birthDate,
    });
    expect(res.status).toBe(201);
  });

  async function logIn(password = 'first-pass', username = 'sam'): Promise<{ client: HttpClient; token: string }> {
    const client = new HttpClient(server.url);
    const res = await client.json('/api/auth/login', 'POST', { username, password });
    expect(res.status).toBe(200);
    return { client, token: res.body.token };
  }
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const meWith = async (token: string) => (await new HttpClient(server.url).json('/graphql', 'POST', { query: ME }, bearer(token))).body.data?.me;
  const restWith = async (token: string) => (await new HttpClient(server.url).json('/api/auth/change-password', 'POST', {}, bearer(token))).status;

  function subscribe(token: string): { client: Client; closed: Promise<number>; connected: Promise<void> } {
    let onClosed: (code: number) => void = () => {};
    let onConnected: () => void = () => {};
    const closed = new Promise<number>((resolve) => (onClosed = resolve));
    const connected = new Promise<void>((resolve) => (onConnected = resolve));
    const client = createClient({
      url: `${server.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { token },
      retryAttempts: 0,
      lazy: false,
      // The refusals are what these tests expect; the client would log each one.
      onNonLazyError: () => {},
      on: { closed: (event) => onClosed((event as { code: number }).code), connected: () => onConnected() },
    });
    client.subscribe({ query: 'subscription { postChanged(ids: ["none"]) { id } }' }, { next: () => {}, error: () => {}, complete: () => {} });
    return { client, closed, connected };
  }

  it('logs out over REST: that token is refused at once by REST, GraphQL and WebSocket, others still work', async () => {
    const a = await logIn();
    const b = await logIn();
    expect(await meWith(a.token)).toMatchObject({ username: 'sam' });
    const socket = subscribe(a.token);
    await socket.connected;

    const out = await a.client.json('/api/auth/logout', 'POST', undefined, bearer(a.token));
    expect(out.status).toBe(200);
    expect(await meWith(a.token)).toBeNull();
    expect(await restWith(a.token)).toBe(401);
    expect(await socket.closed).toBe(4403);
    const again = subscribe(a.token);
    expect(await again.closed).toBe(4403);
    expect(await meWith(b.token)).toMatchObject({ username: 'sam' });
    // The cookie the browser held is cleared, and is refused even if replayed.
    expect((await a.client.graphql(ME)).data.me).toBeNull();
  });

  it('logs out over GraphQL with the session cookie', async () => {
    const a = await logIn();
    expect((await a.client.graphql(ME)).data.me).toMatchObject({ username: 'sam' });
    expect((await a.client.graphql('mutation { logOut }')).data.logOut).toBe(true);
    expect(await meWith(a.token)).toBeNull();
  });

  it('refuses bad password changes with a clear message and changes nothing', async () => {
    const a = await logIn();
    const before = await server.glimpse.engines.events.headPosition();
    const change = (body: unknown) => a.client.json('/api/auth/change-password', 'POST', body, bearer(a.token));
    expect(await change({ currentPassword: 'first-pass', newPassword: '12345' })).toMatchObject({
      status: 400,
      body: { message: 'Password must be at least 6 characters long.' },
    });
    expect(await change({ currentPassword: 'wrong-pass', newPassword: 'second-pass' })).toMatchObject({
      status: 400,
      body: { message: 'Current password is incorrect' },
    });
    expect(await change({ newPassword: 'second-pass' })).toMatchObject({ status: 400, body: { message: 'Current password is required' } });
    const gql = await a.client.graphql('mutation($i: ChangePasswordInput!) { changePassword(input: $i) }', {
      i: { currentPassword: 'nope-nope', newPassword: 'second-pass' },
    });
    expect(gql.errors?.[0]).toMatchObject({ message: 'Current password is incorrect', extensions: { code: 'BAD_USER_INPUT' } });
    expect(
      await new HttpClient(server.url).json('/api/auth/change-password', 'POST', { currentPassword: 'first-pass', newPassword: 'second-pass' }),
    ).toMatchObject({
      status: 401,
    });
    expect(await server.glimpse.engines.events.headPosition()).toBe(before);
    await logIn('first-pass');
  });

  it('changes the password, ending every other session but keeping this one', async () => {
    const keep = await logIn();
    const other = await logIn();
    const socket = subscribe(other.token);
    await socket.connected;
    const res = await keep.client.json('/api/auth/change-password', 'POST', { currentPassword: 'first-pass', newPassword: 'second-pass' }, bearer(keep.token));
    expect(res.status).toBe(200);
    expect(await meWith(keep.token)).toMatchObject({ username: 'sam' });
    expect(await meWith(other.token)).toBeNull();
    expect(await socket.closed).toBe(4403);
    expect((await new HttpClient(server.url).json('/api/auth/login', 'POST', { username: 'sam', password: 'first-pass' })).status).toBe(401);
    await logIn('second-pass');
  });

  it('deletes the account: every session ends, the username and email are free again, counts agree', async () => {
    const signUp = (username: string) =>
      new HttpClient(server.url).multipart('/api/auth/signup', { username, email: `${username}@example.com`, password: 'secret1', birthDate });
    const zoe = (await signUp('zoe')).body.id;
    const a = await logIn('secret1', 'zoe');
    const b = await logIn('secret1', 'zoe');
    const socket = subscribe(b.token);
    await socket.connected;
    const follow = await a.client.json(
      `/api/users/${(await server.glimpse.services.users.credentialsByUsername('sam'))!._id}/follow`,
      'POST',
      undefined,
      bearer(a.token),
    );
    expect(follow.body).toEqual({ following: true, requested: false });
    const samId = (await server.glimpse.services.users.credentialsByUsername('sam'))!._id;
    expect((await server.glimpse.services.users.byId(samId))!.followersCount).toBe(1);

    const res = await a.client.request('/api/auth/delete-account', { method: 'DELETE', headers: bearer(a.token) });
    expect(res.status).toBe(200);
    expect(await meWith(a.token)).toBeNull();
    expect(await meWith(b.token)).toBeNull();
    expect(await socket.closed).toBe(4403);
    expect(await server.glimpse.services.users.byId(zoe)).toBeNull();
    expect((await server.glimpse.services.users.byId(samId))!.followersCount).toBe(0);
    expect((await new HttpClient(server.url).json('/api/auth/login', 'POST', { username: 'zoe', password: 'secret1' })).status).toBe(401);
    expect((await new HttpClient(server.url).request(`/api/users/${zoe}`)).status).toBe(404);
    // Deleting again is refused: the token's session is gone.
    expect((await a.client.request('/api/auth/delete-account', { method: 'DELETE', headers: bearer(a.token) })).status).toBe(401);
    // The name and the email can be taken by someone new.
    expect((await signUp('zoe')).status).toBe(201);
  });
});
