import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, readlink, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/serverProcess';
import { tempDataDir } from '../support/tempDataDir';
import { useTestServer } from '../support/useTestServer';

const VIDEO_BYTES = 38 * 1024 * 1024;

/** Bytes the process has read through read(2) and the like, from any file or socket (Linux's rchar). */
async function bytesReadBy(pid: number): Promise<number> {
  const io = await readFile(`/proc/${pid}/io`, 'utf8');
  return Number(/^rchar: (\d+)$/m.exec(io)![1]);
}

/** The descriptors the process holds open on `file`. */
async function descriptorsOn(pid: number, file: string): Promise<number> {
  const fds = await readdir(`/proc/${pid}/fd`).catch(() => []);
  const targets = await Promise.all(fds.map((fd) => readlink(`/proc/${pid}/fd/${fd}`).catch(() => '')));
  return targets.filter((target) => target === file).length;
}

describe('a large video served in byte ranges by the server process', () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let server: ServerProcess;
  let video: Buffer;
  let file: string;
  let url: string;

  beforeAll(async () => {
    data = await tempDataDir();
    video = randomBytes(VIDEO_BYTES);
    // The media folder is the store: a file in it is served under its name, as an uploaded one is.
    const id = `${randomUUID()}.mp4`;
    await mkdir(path.join(data.dir, 'media'), { recursive: true });
    file = path.join(data.dir, 'media', id);
    await writeFile(file, video);
    server = await startServerProcess(data.dir);
    url = `${server.url}/media/${id}`;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await data?.remove();
  });

  it('answers 100 requests for its first byte with 206 and that byte (416 past the end), reading less than the file once in all', async () => {
    const before = await bytesReadBy(server.child.pid!);
    for (let i = 0; i < 100; i++) {
      const res = await fetch(url, { headers: { range: 'bytes=0-0' } });
      expect(res.status).toBe(206);
      expect(res.headers.get('content-range')).toBe(`bytes 0-0/${VIDEO_BYTES}`);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(video.subarray(0, 1));
    }
    const middle = await fetch(url, { headers: { range: 'bytes=20000000-20099999' } });
    expect(middle.status).toBe(206);
    expect(Buffer.from(await middle.arrayBuffer()).equals(video.subarray(20_000_000, 20_100_000))).toBe(true);
    const beyond = await fetch(url, { headers: { range: `bytes=${VIDEO_BYTES}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${VIDEO_BYTES}`);
    expect(await bytesReadBy(server.child.pid!)).toBeLessThan(before + VIDEO_BYTES);
    expect(await descriptorsOn(server.child.pid!, file)).toBe(0);
  });

  it('reads the whole file only as fast as a client takes it, and lets go of it when the client goes away', async () => {
    const before = await bytesReadBy(server.child.pid!);
    const request = http.get(url);
    const response = await new Promise<http.IncomingMessage>((resolve) => request.once('response', resolve));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(VIDEO_BYTES));
    // The client takes one chunk, then stops reading: only what the sockets' buffers hold is read.
    await new Promise((resolve) => response.once('data', resolve));
    response.pause();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await bytesReadBy(server.child.pid!)).toBeLessThan(before + VIDEO_BYTES / 2);
    expect(await descriptorsOn(server.child.pid!, file)).toBe(1);

    request.destroy();
    await expect.poll(() => descriptorsOn(server.child.pid!, file), { timeout: 5_000 }).toBe(0);
    expect((await fetch(url, { headers: { range: 'bytes=1-2' } })).status).toBe(206);
  });
});

describe('a media file whose read fails half-way', () => {
  const server = useTestServer();

  it('cuts the transfer, so the client cannot take it for the whole file, and the server goes on', async () => {
    const id = `${randomUUID()}.mp4`;
    await server.glimpse.engines.media.put(id, randomBytes(1024 * 1024), 'video/mp4');
    const media = server.glimpse.engines.media;
    const { open } = media;
    // The disk answers the first 64 KiB, then fails, as a failing disk does (EIO).
    const failing = async function* () {
      yield Buffer.alloc(64 * 1024);
      throw Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' });
    };
    media.open = async (asked) => {
      const found = await open(asked);
      return found && { ...found, stream: async () => Readable.from(failing()) };
    };
    try {
      const res = await fetch(`${server.url}/media/${id}`);
      // Either the status says so, or the body breaks off: never a complete-looking answer.
      const outcome =
        res.status === 200
          ? await res.arrayBuffer().then(
              () => 'complete',
              () => 'cut',
            )
          : `status ${res.status}`;
      expect(outcome).toBe('cut');
    } finally {
      media.open = open;
    }
    const again = await fetch(`${server.url}/media/${id}`, { headers: { range: 'bytes=0-9' } });
    expect(again.status).toBe(206);
  });
});

describe('a media file as a browser and a player ask for it', () => {
  const server = useTestServer();

  it('answers GET and HEAD with its type, length, lasting cache and ranges; an unknown id, a bad width or a broken escape with a message', async () => {
    const id = `${randomUUID()}.mp4`;
    const bytes = randomBytes(1000);
    await server.glimpse.engines.media.put(id, bytes, 'video/mp4');
    const url = `${server.url}/media/${id}`;
    for (const method of ['GET', 'HEAD']) {
      const res = await fetch(url, { method });
      expect(res.status).toBe(200);
      expect(
        Object.fromEntries(['content-type', 'content-length', 'cache-control', 'accept-ranges', 'x-content-type-options'].map((h) => [h, res.headers.get(h)])),
      ).toEqual({
        'content-type': 'video/mp4',
        'content-length': '1000',
        'cache-control': 'public, max-age=31536000, immutable',
        'accept-ranges': 'bytes',
        'x-content-type-options': 'nosniff',
      });
      expect(Buffer.from(await res.arrayBuffer()).equals(method === 'GET' ? bytes : Buffer.alloc(0))).toBe(true);
    }
    const tail = await fetch(url, { headers: { range: 'bytes=-10' } });
    expect([tail.status, tail.headers.get('content-range')]).toEqual([206, 'bytes 990-999/1000']);
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(990))).toBe(true);

    const beyond = await fetch(url, { headers: { range: 'bytes=1000-' } });
    expect([beyond.status, beyond.headers.get('content-range'), beyond.headers.get('content-length')]).toEqual([416, 'bytes */1000', '0']);

    const missing = await fetch(`${server.url}/media/${randomUUID()}.jpg`);
    expect([missing.status, missing.headers.get('content-type'), await missing.json()]).toEqual([
      404,
      'application/json; charset=utf-8',
      { message: 'Media not found' },
    ]);
    const width = await fetch(`${url}?w=750`);
    expect([width.status, await width.json()]).toEqual([400, { message: 'Photos are offered 750 pixels wide (w), or as stored.' }]);
    const badEscape = await fetch(`${server.url}/media/%E0%A4%A.jpg`);
    expect([badEscape.status, await badEscape.json()]).toEqual([400, { message: 'The address is not valid: it holds a malformed %-escape.' }]);
  });
});
