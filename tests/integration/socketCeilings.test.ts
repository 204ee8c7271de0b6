import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { GraphQLSocket } from '../support/graphqlSocket';
import { signUpAs, type Caller } from '../support/people';
import { useTestServer } from '../support/useTestServer';
import { until } from '../support/until';

const PER_ADDRESS = 4;
const SOCKETS = 14;
const SUBSCRIPTIONS = 6;
const OPENS = 120;
/** The sockets an address may open in each 10 seconds: a sixth of the minute's. */
const OPENS_PER_WINDOW = OPENS / 6;
const LIMITS = {
  ANON_SOCKETS_PER_ADDRESS_MAX: String(PER_ADDRESS),
  SOCKET_OPENS_PER_ADDRESS_MAX: String(OPENS),
  SOCKETS_MAX: String(SOCKETS),
  SUBSCRIPTIONS_MAX: String(SUBSCRIPTIONS),
};
const CONVERSATION_UPDATED = 'subscription { conversationUpdated { id conversation { lastMessage { content } } } }';
const SERVER_FULL = { code: 1013, reason: 'The server has too many open connections. Please try again later.' };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('live connections under a flood of sockets', () => {
  const server = useTestServer(LIMITS);
  let ann: Caller;
  let bob: Caller;
  const opened: GraphQLSocket[] = [];
  const socket = (ip: string, path = '/graphql') => {
    const s = new GraphQLSocket(server.url, path, { 'x-forwarded-for': ip });
    opened.push(s);
    return s;
  };
  /** `count` sockets from as few addresses as their per-address limit allows. */
  const flood = (count: number) => Array.from({ length: count }, (_, i) => socket(`203.0.113.${Math.floor(i / PER_ADDRESS) + 1}`));
  /** How long `{ me { username } }` takes over HTTP, `times` over, one after another. */
  const timings = async (caller: Caller, times: number) => {
    const ms: number[] = [];
    for (let i = 0; i < times; i++) {
      const started = performance.now();
      expect((await caller.graphql('{ me { username } }')).data).toEqual({ me: { username: caller === ann ? 'ann' : 'bob' } });
      ms.push(performance.now() - started);
    }
    return ms;
  };

  /** The HTTP answer to an upgrade the server refuses before the handshake. */
  const refusedUpgrade = (ip: string) =>
    new Promise<{ status?: number; retryAfter: number; body: unknown }>((resolve, reject) => {
      const ws = new WebSocket(`${server.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', { headers: { 'x-forwarded-for': ip } });
      ws.on('error', () => undefined);
      ws.on('open', () => reject(new Error('the socket opened')));
      ws.on('unexpected-response', (_request, response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode, retryAfter: Number(response.headers['retry-after']), body: JSON.parse(body) }));
      });
    });

  beforeAll(async () => {
    ann = await signUpAs(server.glimpse, 'ann', '192.0.2.10');
    bob = await signUpAs(server.glimpse, 'bob', '192.0.2.11');
  });
  afterEach(async () => {
    const closing = opened.splice(0);
    for (const s of closing) s.socket.terminate();
    await Promise.all(closing.map((s) => s.closed));
    // The server counts a socket out when its side sees the close, a moment after ours.
    await new Promise((resolve) => setTimeout(resolve, 200));
  });

  it(`closes a socket beyond ${PER_ADDRESS} from one address that have not signed in with 4429 and a reason; other addresses and a socket that signed in free a place`, async () => {
    const waiting = Array.from({ length: PER_ADDRESS }, () => socket('198.51.100.1'));
    await Promise.all(waiting.map((s) => s.opened));

    expect(await socket('198.51.100.1').init()).toEqual({
      code: 4429,
      reason: `Too many connections without sign-in from this address (at most ${PER_ADDRESS}).`,
    });
    expect(await socket('198.51.100.2').init(ann.token)).toBe('acknowledged');

    // Signing in takes a socket off its address's count (the place it frees is taken again at
    // once, or the one after would be let in); so does closing.
    expect(await waiting[0].init(ann.token)).toBe('acknowledged');
    await socket('198.51.100.1').opened;
    expect(await socket('198.51.100.1').init(bob.token)).toEqual(expect.objectContaining({ code: 4429 }));
    waiting[1].socket.close();
    await waiting[1].closed;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await socket('198.51.100.1').init(bob.token)).toBe('acknowledged');
  });

  it('closes a socket that opens without sign-in with 4401, before it can send a subscription, so a flood of them holds nothing', async () => {
    const anonymous = socket('198.51.100.3');
    expect(await anonymous.init()).toEqual({ code: 4401, reason: 'Authentication required' });
    const another = socket('198.51.100.3');
    await another.opened;
    another.send({ type: 'connection_init', payload: {} });
    another.subscribe('a0', 'subscription { postChanged(ids: ["p1"]) { id } }');
    // graphql-ws closes it for a subscription before the acknowledgement ('Unauthorized'), or we do after connection_init.
    expect(await another.closed).toEqual(expect.objectContaining({ code: 4401 }));
    expect(another.messages).toEqual([]);

    // Signed in, subscriptions start and stay.
    const subscriptions = [
      'subscription { postChanged(ids: ["p1"]) { id } }',
      'subscription { commentsChanged(postId: "p1") { removedId } }',
      CONVERSATION_UPDATED,
    ];
    const signedIn = socket('198.51.100.3');
    expect(await signedIn.init(ann.token)).toBe('acknowledged');
    const started = server.glimpse.subscriptionsStarted();
    subscriptions.forEach((query, i) => {
      signedIn.subscribe(`s${i}`, query);
    });
    await until(() => server.glimpse.subscriptionsStarted() >= started + subscriptions.length, 'the signed-in subscriptions');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(signedIn.messages.filter((m) => m.id)).toEqual([]);
  });

  it(`refuses more than ${OPENS_PER_WINDOW} new sockets in 10 seconds (${OPENS} a minute) from one address before the handshake, saying when to try again; other addresses still connect`, async () => {
    for (let i = 0; i < OPENS_PER_WINDOW; i++) {
      const s = socket('198.51.100.9');
      await s.opened;
      s.socket.terminate();
    }
    const refused = await refusedUpgrade('198.51.100.9');
    expect(refused).toEqual({
      status: 429,
      retryAfter: expect.any(Number),
      body: { message: `Too many new connections from this address. Please try again in ${refused.retryAfter} seconds.` },
    });
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(10);
    expect(await socket('198.51.100.10').init(ann.token)).toBe('acknowledged');
  });

  it(`closes the next socket once ${SOCKETS} are open on the server with 1013, while signed-in people keep getting answers`, async () => {
    const live = socket('192.0.2.10');
    expect(await live.init(ann.token)).toBe('acknowledged');
    live.subscribe('updates', CONVERSATION_UPDATED);
    const before = await timings(bob, 20);

    // Every other place is taken by sockets of ann's, from many addresses.
    const crowd = flood(SOCKETS - 1);
    expect(await Promise.all(crowd.map((s) => s.init(ann.token)))).toEqual(Array(SOCKETS - 1).fill('acknowledged'));

    expect(await socket('203.0.113.200').init()).toEqual(SERVER_FULL);
    expect(await socket('192.0.2.11').init(bob.token)).toEqual(SERVER_FULL);
    const adminChat = socket('192.0.2.12', '/admin-ws');
    expect(await adminChat.closed).toEqual(SERVER_FULL);

    // Over HTTP and over the socket opened before the flood, ann and bob are answered as before.
    const during = await timings(bob, 20);
    expect(median(during)).toBeLessThan(3 * median(before) + 25);
    const conversation = await bob.graphql(`mutation($u: ID!) { startConversation(userId: $u) { id } }`, { u: ann.id });
    await bob.graphql(`mutation($c: ID!) { sendMessage(conversationId: $c, content: "Still there?") { id } }`, { c: conversation.data.startConversation.id });
    await until(
      () => live.messages.some((m) => m.payload?.data?.conversationUpdated?.conversation?.lastMessage?.content === 'Still there?'),
      'ann’s live update',
    );

    crowd[0].socket.close();
    await crowd[0].closed;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await socket('192.0.2.11').init(bob.token)).toBe('acknowledged');
  });

  it(`refuses a subscription beyond ${SUBSCRIPTIONS} on the whole server with a clear error, and takes one again when another ends`, async () => {
    const [annSocket, bobSocket] = [socket('192.0.2.10'), socket('192.0.2.11')];
    expect(await annSocket.init(ann.token)).toBe('acknowledged');
    expect(await bobSocket.init(bob.token)).toBe('acknowledged');
    const started = server.glimpse.subscriptionsStarted();
    for (let i = 1; i <= SUBSCRIPTIONS; i++) annSocket.subscribe(`s${i}`, CONVERSATION_UPDATED);
    await until(() => server.glimpse.subscriptionsStarted() >= started + SUBSCRIPTIONS, `${SUBSCRIPTIONS} subscriptions`);

    bobSocket.subscribe('one-too-many', CONVERSATION_UPDATED);
    expect(await bobSocket.answerTo('one-too-many')).toEqual({
      id: 'one-too-many',
      type: 'error',
      payload: [
        expect.objectContaining({
          message: 'The server has too many live subscriptions. Please try again later.',
          extensions: { code: 'SERVICE_UNAVAILABLE', status: 503 },
        }),
      ],
    });

    annSocket.send({ id: 's1', type: 'complete' });
    const before = server.glimpse.subscriptionsStarted();
    bobSocket.subscribe('after-room', CONVERSATION_UPDATED);
    await until(() => server.glimpse.subscriptionsStarted() > before, 'the subscription that fits again');
    expect(bobSocket.messages.some((m) => m.id === 'after-room' && m.type === 'error')).toBe(false);

    // A socket's subscriptions are counted out when it closes.
    annSocket.socket.close();
    await annSocket.closed;
    await new Promise((resolve) => setTimeout(resolve, 200));
    const afterClose = server.glimpse.subscriptionsStarted();
    for (let i = 1; i < SUBSCRIPTIONS; i++) bobSocket.subscribe(`b${i}`, CONVERSATION_UPDATED);
    await until(() => server.glimpse.subscriptionsStarted() >= afterClose + SUBSCRIPTIONS - 1, 'the subscriptions that fit after the close');
    expect(bobSocket.messages.filter((m) => m.type === 'error').map((m) => m.id)).toEqual(['one-too-many']);
  });
});
