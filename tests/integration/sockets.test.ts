import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Glimpse } from '../../bff/app';
import { DEFAULT_SOCKET_LIMITS } from '../../bff/socketLimits';
import { signUpAs, type Caller } from '../support/people';
import { tempDataDir } from '../support/tempDataDir';
import { startTestServer } from '../support/testServer';
import { until } from '../support/until';

type Message = { type: string; id?: string; payload?: any };
const ALLOWED_ORIGIN = 'https://m.glimpse.example';
const POST_CHANGED = 'subscription { postChanged(ids: ["nothing-yet"]) { id } }';

/** A raw graphql-transport-ws connection that records what it receives. */
class GraphQLSocket {
  readonly messages: Message[] = [];
  readonly socket: WebSocket;
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(baseUrl: string, path = '/graphql') {
    this.socket = new WebSocket(baseUrl.replace('http', 'ws') + path, path === '/graphql' ? 'graphql-transport-ws' : undefined);
    this.closed = new Promise((resolve) => this.socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    this.socket.on('message', (data) => this.messages.push(JSON.parse(data.toString())));
    this.socket.on('error', () => undefined);
  }

  send(message: unknown) {
    this.socket.send(JSON.stringify(message));
  }

  /** Opens the connection with a token; resolves when acknowledged, or with the close that refused it. */
  async init(token: string): Promise<'acknowledged' | { code: number; reason: string }> {
    await new Promise((resolve) => this.socket.once('open', resolve));
    this.send({ type: 'connection_init', payload: { token } });
    const acked = until(() => this.messages.some((m) => m.type === 'connection_ack'), 'connection_ack').then(() => 'acknowledged' as const);
    return Promise.race([acked, this.closed]);
  }

  subscribe(id: string) {
    this.send({ id, type: 'subscribe', payload: { query: POST_CHANGED } });
  }
}

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
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let glimpse: Glimpse;
  let ann: Caller;
  let admin: Caller;
  const opened: GraphQLSocket[] = [];
  const socket = (path?: string) => {
    const s = new GraphQLSocket(glimpse.url, path);
    opened.push(s);
    return s;
  };

  beforeAll(async () => {
    data = await tempDataDir();
    glimpse = await startTestServer(data.dir, { ALLOWED_ORIGINS: ALLOWED_ORIGIN });
    ann = await signUpAs(glimpse, 'ann', '192.0.2.10');
    admin = await signUpAs(glimpse, 'boss', '192.0.2.11', true);
  });
  afterEach(async () => {
    for (const s of opened.splice(0)) s.socket.terminate();
  });
  afterAll(async () => {
    await glimpse?.close();
    await data?.remove();
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
          expect(await upgrade(glimpse.url, path, headers)).toEqual({ status: 403, body: JSON.stringify({ message: 'Connections from other sites are not allowed.' }) });
        }
      });

      it(`opens ${path} for this site's pages, an allowed origin, and clients that send no Origin (the mobile app)`, async () => {
        expect((await upgrade(glimpse.url, path, { origin: glimpse.url })).status).toBe(101);
        expect((await upgrade(glimpse.url, path, { origin: ALLOWED_ORIGIN })).status).toBe(101);
        expect((await upgrade(glimpse.url, path, {})).status).toBe(101);
      });
    }
  });

  it(`gives one subscription too many on a socket (beyond ${DEFAULT_SOCKET_LIMITS.subscriptionsPerSocket}) an error, and keeps the socket`, async () => {
    const limit = DEFAULT_SOCKET_LIMITS.subscriptionsPerSocket;
    const ws = socket();
    expect(await ws.init(ann.token!)).toBe('acknowledged');
    const before = glimpse.subscriptionsStarted();
    for (let i = 1; i <= limit; i++) ws.subscribe(`s${i}`);
    await until(() => glimpse.subscriptionsStarted() >= before + limit, `${limit} subscriptions`);
    ws.subscribe('one-too-many');
    await until(() => ws.messages.some((m) => m.id === 'one-too-many'), 'an answer to the extra subscription');
    expect(ws.messages.find((m) => m.id === 'one-too-many')).toEqual({
      id: 'one-too-many',
      type: 'error',
      payload: [expect.objectContaining({ message: `Too many subscriptions on this connection (at most ${limit}).`, extensions: { code: 'TOO_MANY_REQUESTS', status: 429 } })],
    });
    expect(ws.messages.filter((m) => m.type === 'error')).toHaveLength(1);

    // Ending one makes room for another (the server reads a socket's messages in order).
    ws.send({ id: 's1', type: 'complete' });
    const started = glimpse.subscriptionsStarted();
    ws.subscribe('after-room');
    await until(() => glimpse.subscriptionsStarted() > started, 'the subscription that fits again');
    expect(ws.messages.some((m) => m.id === 'after-room' && m.type === 'error')).toBe(false);
    expect(ws.socket.readyState).toBe(WebSocket.OPEN);
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
