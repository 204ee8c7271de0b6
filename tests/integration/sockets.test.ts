import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MAX_WATCHED_POSTS } from '../../bff/graphql/resolvers/posts';
import { DEFAULT_SOCKET_LIMITS } from '../../bff/socketLimits';
import { GraphQLSocket } from '../support/graphqlSocket';
import { signUpAs, type Caller } from '../support/people';
import { useTestServer } from '../support/useTestServer';
import { until } from '../support/until';

const ALLOWED_ORIGIN = 'https://m.glimpse.example';
const POST_CHANGED = 'subscription { postChanged(ids: ["nothing-yet"]) { id } }';

/** What the server answers to a WebSocket upgrade with these headers: 101, or its refusal. */
function upgrade(baseUrl: string, path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(baseUrl.replace('http', 'ws') + path, { headers });
    socket.once('open', () => {
      socket.close();
      resolve({ status: 101, body: '' });
    });
    socket.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    socket.once('error', (error) => (error.message.startsWith('Unexpected server response') ? undefined : reject(error)));
  });
}

describe('WebSocket hardening', () => {
  // The per-account limit is tried with 20 and more sockets from this machine's one address.
  const server = useTestServer({ ALLOWED_ORIGINS: ALLOWED_ORIGIN, SOCKET_OPENS_PER_ADDRESS_MAX: '600' });
  let ann: Caller;
  let admin: Caller;
  const opened: GraphQLSocket[] = [];
  const socket = (path?: string) => {
    const s = new GraphQLSocket(server.url, path);
    opened.push(s);
    return s;
  };

  beforeAll(async () => {
    ann = await signUpAs(server.glimpse, 'ann', '192.0.2.10');
    admin = await signUpAs(server.glimpse, 'boss', '192.0.2.11', true);
  });
  afterEach(async () => {
    for (const s of opened.splice(0)) s.socket.terminate();
  });

  describe('the Origin of an upgrade', () => {
    for (const path of ['/graphql', '/admin-ws']) {
      it(`refuses ${path} with 403 before the handshake when a page of another site opens it`, async () => {
        const foreign: Record<string, string>[] = [
          { origin: 'https://evil.example' },
          { origin: 'http://evil.localhost', 'sec-fetch-site': 'same-site' },
          { origin: 'null' },
        ];
        for (const headers of foreign) {
          expect(await upgrade(server.url, path, headers)).toEqual({
            status: 403,
            body: JSON.stringify({ message: 'Connections from other sites are not allowed.' }),
          });
        }
      });

      it(`opens ${path} for this site's pages, an allowed origin, and clients that send no Origin (the mobile app)`, async () => {
        expect((await upgrade(server.url, path, { origin: server.url })).status).toBe(101);
        expect((await upgrade(server.url, path, { origin: ALLOWED_ORIGIN })).status).toBe(101);
        expect((await upgrade(server.url, path, {})).status).toBe(101);
      });
    }
  });

  it(`gives one subscription too many on a socket (beyond ${DEFAULT_SOCKET_LIMITS.subscriptionsPerSocket}) an error, and keeps the socket`, async () => {
    const limit = DEFAULT_SOCKET_LIMITS.subscriptionsPerSocket;
    const ws = socket();
    expect(await ws.init(ann.token!)).toBe('acknowledged');
    const before = server.glimpse.subscriptionsStarted();
    for (let i = 1; i <= limit; i++) ws.subscribe(`s${i}`, POST_CHANGED);
    await until(() => server.glimpse.subscriptionsStarted() >= before + limit, `${limit} subscriptions`);
    ws.subscribe('one-too-many', POST_CHANGED);
    await until(() => ws.messages.some((m) => m.id === 'one-too-many'), 'an answer to the extra subscription');
    expect(ws.messages.find((m) => m.id === 'one-too-many')).toEqual({
      id: 'one-too-many',
      type: 'error',
      payload: [
        expect.objectContaining({
          message: `Too many subscriptions on this connection (at most ${limit}).`,
          extensions: { code: 'TOO_MANY_REQUESTS', status: 429 },
        }),
      ],
    });
    expect(ws.messages.filter((m) => m.type === 'error')).toHaveLength(1);

    // Ending one makes room for another (the server reads a socket's messages in order).
    ws.send({ id: 's1', type: 'complete' });
    const started = server.glimpse.subscriptionsStarted();
    ws.subscribe('after-room', POST_CHANGED);
    await until(() => server.glimpse.subscriptionsStarted() > started, 'the subscription that fits again');
    expect(ws.messages.some((m) => m.id === 'after-room' && m.type === 'error')).toBe(false);
    expect(ws.socket.readyState).toBe(WebSocket.OPEN);
  });

  it(`refuses postChanged for more than ${MAX_WATCHED_POSTS} post ids with a clear error, whether the list comes as a variable or in the document`, async () => {
    const ws = socket();
    expect(await ws.init(ann.token!)).toBe('acknowledged');
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `post-${i}`);
    const byVariable = 'subscription($ids: [ID!]!) { postChanged(ids: $ids) { id } }';
    const refusal = (n: number) => ({
      type: 'next',
      payload: {
        errors: [
          expect.objectContaining({
            message: `postChanged watches at most ${MAX_WATCHED_POSTS} posts at once (got ${n}).`,
            extensions: { code: 'BAD_USER_INPUT', status: 400 },
          }),
        ],
      },
    });
    ws.subscribe('too-many', byVariable, { ids: ids(MAX_WATCHED_POSTS + 1) });
    expect(await ws.answerTo('too-many')).toEqual({ id: 'too-many', ...refusal(MAX_WATCHED_POSTS + 1) });
    ws.subscribe('inline', `subscription { postChanged(ids: ${JSON.stringify(ids(300))}) { id } }`);
    expect(await ws.answerTo('inline')).toEqual({ id: 'inline', ...refusal(300) });

    const started = server.glimpse.subscriptionsStarted();
    ws.subscribe('as-many-as-allowed', byVariable, { ids: ids(MAX_WATCHED_POSTS) });
    await until(() => server.glimpse.subscriptionsStarted() > started, 'the subscription within the cap');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ws.messages.some((m) => m.id === 'as-many-as-allowed')).toBe(false);
  });

  it(`closes a socket beyond ${DEFAULT_SOCKET_LIMITS.socketsPerAccount} per account with 4429 and a reason; another account and a freed slot still connect`, async () => {
    const limit = DEFAULT_SOCKET_LIMITS.socketsPerAccount;
    const sockets = Array.from({ length: limit }, () => socket());
    expect(await Promise.all(sockets.map((s) => s.init(ann.token!)))).toEqual(Array(limit).fill('acknowledged'));

    const extra = socket();
    expect(await extra.init(ann.token!)).toEqual({ code: 4429, reason: `Too many open connections for this account (at most ${limit}).` });
    expect(await socket().init(admin.token!)).toBe('acknowledged');

    sockets[0].socket.close();
    await sockets[0].closed;
    // The server counts the socket out when its side closes, a moment after ours.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await socket().init(ann.token!)).toBe('acknowledged');
  });

  it('counts the admin chat among the account’s sockets', async () => {
    const limit = DEFAULT_SOCKET_LIMITS.socketsPerAccount;
    const sockets = Array.from({ length: limit }, () => socket());
    expect(await Promise.all(sockets.map((s) => s.init(admin.token!)))).toEqual(Array(limit).fill('acknowledged'));
    const chat = socket('/admin-ws');
    await new Promise((resolve) => chat.socket.once('open', resolve));
    chat.send({ type: 'auth', token: admin.token });
    const reason = `Too many open connections for this account (at most ${limit}).`;
    expect(await chat.closed).toEqual({ code: 4429, reason });
    expect(chat.messages).toEqual([{ type: 'error', message: reason }]);
  });
});
