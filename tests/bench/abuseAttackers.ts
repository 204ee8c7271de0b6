import http from 'node:http';
import WebSocket from 'ws';

/**
 * The abuse phase's attackers, in a process of their own at the lowest priority (abuse.ts
 * starts it), so that their work neither stalls the event loop that times the people's requests
 * nor takes the server's cores: what the bench reports is the server's answer time, not the
 * load generator's. Each attacker tries once a second from
 * one of `ADDRESSES` addresses: the phase is about what attacks cost the server in memory, not
 * a flood of requests (the rate limits, off in the bench, are for that).
 */
export type AttackOrders = { port: number; video: string; postIds: string[]; floodSockets: number; uploaders: number; rangeReaders: number };
export type AttackFigures = {
  socketsOpened: number;
  socketsAcknowledged: number;
  socketsClosedByServer: Record<number, number>;
  upgradesRefused: Record<number, number>;
  subscriptionsRefused: number;
  uploads: Record<number, number>;
  ranges: Record<number, number>;
};

const UPLOAD_BYTES = 45 * 2 ** 20;
const SUBSCRIPTIONS_PER_SOCKET = 50;
const ADDRESSES = 40;
const TRY_EVERY_MS = 1000;
const POST_CHANGED = 'subscription Flood($ids: [ID!]!) { postChanged(ids: $ids) { id likesCount } }';

const orders = JSON.parse(process.argv[2]) as AttackOrders;
const figures: AttackFigures = {
  socketsOpened: 0,
  socketsAcknowledged: 0,
  socketsClosedByServer: {},
  upgradesRefused: {},
  subscriptionsRefused: 0,
  uploads: {},
  ranges: {},
};
const count = (counts: Record<number, number>, key: number) => (counts[key] = (counts[key] ?? 0) + 1);
const addressOf = (i: number) => `198.18.0.${i % ADDRESSES}`;
const sockets = new Set<WebSocket>();
let attacking = true;

async function repeat(once: () => Promise<void>): Promise<void> {
  while (attacking) {
    const started = Date.now();
    await once().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, TRY_EVERY_MS - (Date.now() - started))));
  }
}

/**
 * A signed-out graphql-ws socket that asks for 50 subscriptions as soon as it opens, without
 * waiting to be acknowledged; closed, it opens again a second later, or when a 429 says to (a
 * flood that ignores Retry-After is a flood of connections, which belongs to the proxy in front).
 */
function floodSocket(address: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`ws://127.0.0.1:${orders.port}/graphql`, 'graphql-transport-ws', {
      headers: { origin: `http://127.0.0.1:${orders.port}`, 'x-forwarded-for': address },
    });
    sockets.add(socket);
    let retryAfterMs = 0;
    socket.on('error', () => undefined);
    socket.on('unexpected-response', (_request, response) => {
      count(figures.upgradesRefused, response.statusCode ?? 0);
      retryAfterMs = Number(response.headers['retry-after'] ?? 0) * 1000;
      response.resume();
      socket.terminate();
    });
    socket.on('close', (code) => {
      sockets.delete(socket);
      if (attacking && !retryAfterMs) count(figures.socketsClosedByServer, code);
      if (!retryAfterMs || !attacking) return resolve();
      setTimeout(resolve, retryAfterMs);
    });
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as { type: string; payload?: { errors?: unknown[] } | unknown[] };
      if (message.type === 'connection_ack') figures.socketsAcknowledged++;
      else if (message.type === 'error' || (message.type === 'next' && !Array.isArray(message.payload) && message.payload?.errors))
        figures.subscriptionsRefused++;
    });
    socket.on('open', () => {
      figures.socketsOpened++;
      socket.send(JSON.stringify({ type: 'connection_init', payload: {} }));
      for (let s = 0; s < SUBSCRIPTIONS_PER_SOCKET; s++)
        socket.send(JSON.stringify({ id: String(s), type: 'subscribe', payload: { query: POST_CHANGED, variables: { ids: orders.postIds } } }));
    });
  });
}

/** A signed-out 45 MB post upload, sent as fast as the server takes it. */
function anonymousUpload(address: string): Promise<void> {
  const boundary = 'abuse';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="media"; filename="a.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(2 ** 20, 1);
  return new Promise((resolve) => {
    const headers = {
      'x-forwarded-for': address,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + UPLOAD_BYTES + tail.length,
    };
    const req = http.request({ host: '127.0.0.1', port: orders.port, path: '/api/posts', method: 'POST', headers });
    let done = false;
    const finish = (status: number) => {
      if (done) return;
      done = true;
      count(figures.uploads, status);
      req.destroy();
      resolve();
    };
    req.on('response', (res) => {
      res.resume();
      finish(res.statusCode ?? 0);
    });
    req.on('error', () => finish(0));
    const send = async () => {
      req.write(head);
      for (let sent = 0; sent < UPLOAD_BYTES && !done; sent += chunk.length) if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
      if (!done) req.end(tail);
    };
    void send();
  });
}

function oneByteRange(address: string): Promise<void> {
  return new Promise((resolve) => {
    const req = http.get(
      { host: '127.0.0.1', port: orders.port, path: `/media/${orders.video}`, headers: { 'x-forwarded-for': address, range: 'bytes=0-0' } },
      (res) => {
        res.resume();
        res.on('end', () => {
          count(figures.ranges, res.statusCode ?? 0);
          resolve();
        });
      },
    );
    req.on('error', () => {
      count(figures.ranges, 0);
      resolve();
    });
  });
}

// The flood's sockets start over five seconds, as a crowd's would.
const startingAt = (i: number) => new Promise((resolve) => setTimeout(resolve, (i % 100) * 50));
const attackers = [
  ...Array.from({ length: orders.floodSockets }, (_, i) => startingAt(i).then(() => repeat(() => floodSocket(addressOf(i))))),
  ...Array.from({ length: orders.uploaders }, (_, i) => repeat(() => anonymousUpload(addressOf(i)))),
  ...Array.from({ length: orders.rangeReaders }, (_, i) => repeat(() => oneByteRange(addressOf(i)))),
];

process.once('message', async () => {
  attacking = false;
  for (const socket of sockets) socket.terminate();
  await Promise.allSettled(attackers);
  process.send?.(figures, () => process.exit(0));
});
