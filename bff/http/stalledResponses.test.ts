import http, { type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { endWhenStalled } from './stalledResponses';

const STALL_MS = 300;
const CHUNK = Buffer.alloc(64 * 1024, 7);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server whose one response is written by `write` under endWhenStalled; what became of it. */
async function serve(write: (res: ServerResponse) => Promise<void>) {
  let stalls = 0;
  const server = http.createServer();
  const outcome = new Promise<'ended' | 'finished'>((resolve) => {
    server.once('request', async (_req, res: ServerResponse) => {
      res.writeHead(200);
      endWhenStalled(res, STALL_MS, () => stalls++);
      res.once('close', () => resolve(res.writableFinished ? 'finished' : 'ended'));
      await write(res).catch(() => undefined);
      if (!res.destroyed) res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const response = await new Promise<http.IncomingMessage>((resolve) => http.get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, resolve));
  return { response, outcome, stalls: () => stalls };
}

/** Writes `chunks` chunks, each as soon as the socket takes the one before. */
async function writeMany(res: ServerResponse, chunks: number) {
  for (let i = 0; i < chunks && !res.destroyed; i++) {
    if (!res.write(CHUNK))
      await new Promise((resolve) => {
        res.once('drain', resolve);
        res.once('close', resolve);
      });
  }
}

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

describe('endWhenStalled', () => {
  it('ends a response whose client stopped reading, once nothing was taken for the stall time', async () => {
    const { response, outcome, stalls } = await serve((res) => writeMany(res, 1000));
    await new Promise((resolve) => response.once('data', resolve));
    response.pause();
    const started = Date.now();
    expect(await outcome).toBe('ended');
    expect(Date.now() - started).toBeGreaterThanOrEqual(STALL_MS);
    expect(stalls()).toBe(1);
  });

  it('leaves alone a client that reads slowly but goes on reading', async () => {
    const { response, outcome, stalls } = await serve((res) => writeMany(res, 200));
    response.on('data', () => undefined);
    response.pause();
    // Reads in short bursts, the pauses between them shorter than the stall time, for longer than it in all.
    const drip = setInterval(() => {
      response.resume();
      setTimeout(() => response.pause(), 2);
    }, STALL_MS / 3);
    const started = Date.now();
    try {
      expect(await outcome).toBe('finished');
      expect(Date.now() - started).toBeGreaterThan(STALL_MS);
      expect(stalls()).toBe(0);
    } finally {
      clearInterval(drip);
      response.resume();
    }
  });

  it('leaves alone a response the server is slow to write: nothing waits for the client meanwhile', async () => {
    const { response, outcome, stalls } = await serve(async (res) => {
      res.write('first');
      await sleep(STALL_MS * 3);
      res.write('second');
    });
    const body: Buffer[] = [];
    response.on('data', (chunk: Buffer) => body.push(chunk));
    expect(await outcome).toBe('finished');
    await new Promise((resolve) => response.once('end', resolve));
    expect(Buffer.concat(body).toString()).toBe('firstsecond');
    expect(stalls()).toBe(0);
  });
});
