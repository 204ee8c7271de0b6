import { randomBytes, randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import WebSocket from 'ws';
import type { ChildServer } from './childServer';
import type { Dataset } from './dataset';
import { benchSoak, type SoakFigures } from './soak';

export type AbuseOptions = { seconds: number; clients: number; floodSockets: number; uploaders: number; rangeReaders: number };

export type AttackFigures = {
  socketsOpened: number;
  socketsClosedByServer: Map<number, number>;
  subscriptionsRefused: number;
  uploads: Map<number, number>;
  ranges: Map<number, number>;
};

export type AbuseFigures = { options: AbuseOptions; calm: SoakFigures; abused: SoakFigures; attack: AttackFigures; peakRssBytes: number };

const UPLOAD_BYTES = 45 * 2 ** 20;
const VIDEO_BYTES = 38 * 2 ** 20;
const SUBSCRIPTIONS_PER_SOCKET = 50;
const ATTACKER_ADDRESSES = 40;
const POST_CHANGED = 'subscription Flood($ids: [ID!]!) { postChanged(ids: $ids) { id likesCount } }';

/**
 * People browsing while signed-out attackers do what used to take the server down: sockets that
 * each ask for 50 subscriptions, 45 MB uploads, and one-byte ranges of a 38 MB video, from
 * `ATTACKER_ADDRESSES` addresses. The same browsing without the attack, right before, is the
 * baseline: the people's errors and p99, and the server's memory.
 */
export async function benchAbuse(
  server: ChildServer,
  data: Dataset,
  secret: string,
  dataDir: string,
  options: AbuseOptions,
  log: (line: string) => void,
): Promise<AbuseFigures> {
  const browsing = { minutes: options.seconds / 60, clients: options.clients, subscribers: Math.min(10, options.clients), thinkMs: 2000 };
  log(`   calm: ${options.clients} people browsing for ${options.seconds} s...`);
  const calm = await benchSoak(server, data, secret, browsing, () => undefined);

  // A video as a phone sends one, put where the server keeps media (the bench seeds photos only).
  const video = `${randomUUID()}.mp4`;
  await writeFile(path.join(dataDir, 'media', video), randomBytes(VIDEO_BYTES));
  const attack: AttackFigures = { socketsOpened: 0, socketsClosedByServer: new Map(), subscriptionsRefused: 0, uploads: new Map(), ranges: new Map() };
  let attacking = true;
  let peakRssBytes = 0;
  const sampler = setInterval(() => (peakRssBytes = Math.max(peakRssBytes, server.rss())), 250);
  const sockets: WebSocket[] = [];
  log(
    `   abused: the same, while ${options.floodSockets} signed-out sockets ask for ${SUBSCRIPTIONS_PER_SOCKET} subscriptions each, ${options.uploaders} send 45 MB uploads and ${options.rangeReaders} read 1-byte ranges...`,
  );
  const attackers = [
    floodSockets(server.port, options.floodSockets, data.postIds.slice(-20), attack, sockets),
    ...Array.from({ length: options.uploaders }, (_, i) =>
      repeat(
        () => attacking,
        () => anonymousUpload(server.port, addressOf(i), attack.uploads),
      ),
    ),
    ...Array.from({ length: options.rangeReaders }, (_, i) =>
      repeat(
        () => attacking,
        () => oneByteRange(server.port, addressOf(i), video, attack.ranges),
      ),
    ),
  ];
  try {
    const abused = await benchSoak(server, data, secret, browsing, () => undefined);
    return { options, calm, abused, attack, peakRssBytes };
  } finally {
    attacking = false;
    clearInterval(sampler);
    for (const socket of sockets) socket.terminate();
    await Promise.allSettled(attackers);
  }
}

const addressOf = (i: number) => `198.18.${Math.floor(i / 250) % ATTACKER_ADDRESSES}.${i % 250}`;
const count = (counts: Map<number, number>, key: number) => counts.set(key, (counts.get(key) ?? 0) + 1);

/** Attackers pause between tries: the bench measures what their requests cost in memory, not a flood of CPU (rate limits, off here, are for that). */
const PAUSE_MS = 100;

async function repeat(going: () => boolean, once: () => Promise<void>): Promise<void> {
  while (going()) {
    await once().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
}

/** Opens `total` signed-out graphql-ws sockets, `ATTACKER_ADDRESSES` addresses taking turns, each asking for 50 subscriptions, and holds them. */
async function floodSockets(port: number, total: number, ids: string[], attack: AttackFigures, sockets: WebSocket[]): Promise<void> {
  for (let i = 0; i < total; i++) {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws', {
      headers: { origin: `http://127.0.0.1:${port}`, 'x-forwarded-for': `198.19.${i % ATTACKER_ADDRESSES}.${1 + (Math.floor(i / ATTACKER_ADDRESSES) % 250)}` },
    });
    sockets.push(socket);
    socket.on('error', () => undefined);
    socket.on('close', (code) => count(attack.socketsClosedByServer, code));
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as { type: string };
      if (message.type === 'connection_ack') {
        attack.socketsOpened++;
        for (let s = 0; s < SUBSCRIPTIONS_PER_SOCKET; s++)
          socket.send(JSON.stringify({ id: String(s), type: 'subscribe', payload: { query: POST_CHANGED, variables: { ids } } }));
      } else if (message.type === 'error') attack.subscriptionsRefused++;
    });
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
    // Not all at once: a flood arrives over seconds, and the people's requests run between.
    if (i % 20 === 19) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A signed-out 45 MB post upload, sent as fast as the server takes it. */
function anonymousUpload(port: number, address: string, answers: Map<number, number>): Promise<void> {
  const boundary = 'abuse';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="media"; filename="a.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(2 ** 20, 1);
  return new Promise((resolve) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      path: '/api/posts',
      method: 'POST',
      headers: {
        'x-forwarded-for': address,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + UPLOAD_BYTES + tail.length,
      },
    });
    let done = false;
    const finish = (status: number) => {
      if (done) return;
      done = true;
      count(answers, status);
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

function oneByteRange(port: number, address: string, video: string, answers: Map<number, number>): Promise<void> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: `/media/${video}`, headers: { 'x-forwarded-for': address, range: 'bytes=0-0' } }, (res) => {
      res.resume();
      res.on('end', () => {
        count(answers, res.statusCode ?? 0);
        resolve();
      });
    });
    req.on('error', () => {
      count(answers, 0);
      resolve();
    });
  });
}
