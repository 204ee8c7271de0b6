import { request } from 'node:http';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Glimpse } from '../../bff/app';
import { type Caller, signUpAs } from '../support/people';
import { tempDataDir } from '../support/tempDataDir';
import { startTestServer } from '../support/testServer';
import { phoneVideo } from '../support/videos';

const BOUNDARY = 'glimpse-test-boundary';
const MB = 1024 * 1024;

/**
 * Starts a multipart POST that announces `size` bytes of file and sends them in chunks of 1 MB
 * as the server takes them, pausing `pauseMs` between chunks. Resolves with the answer's status
 * once the server answers, with how many bytes had been sent by then.
 */
function slowUpload(url: string, route: string, headers: Record<string, string>, size: number, pauseMs = 0, whileSending?: () => Promise<void>) {
  const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="media"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return new Promise<{ status: number; sent: number; body: string }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = request(`${url}${route}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(head.length + size + tail.length) },
    });
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, sent, body }));
    });
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const send = async () => {
      req.write(head);
      while (sent < size && !answered && !req.destroyed) {
        const chunk = Buffer.alloc(Math.min(MB, size - sent), sent === 0 ? 0 : 7);
        sent += chunk.length;
        if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
        if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
        await whileSending?.();
      }
      if (!answered && !req.destroyed) req.end(tail);
    };
    void send().catch(() => undefined);
  });
}

describe('uploads: who may send them, and where their bytes go', () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let glimpse: Glimpse;
  let vera: Caller;
  const env = { RATE_LIMIT_PER_ADDRESS: 'on', RATE_LIMIT_UPLOAD_PER_ADDRESS: '3/1h' };

  beforeAll(async () => {
    data = await tempDataDir();
    // What a process killed mid-upload left behind.
    await mkdir(path.join(data.dir, 'scratch'), { recursive: true });
    await writeFile(path.join(data.dir, 'scratch', 'left-behind.mp4'), 'an unstripped video');
    glimpse = await startTestServer(data.dir, env);
    vera = await signUpAs(glimpse, 'vera', '203.0.113.5');
  });
  afterAll(async () => {
    await glimpse?.close();
    await data?.remove();
  });

  const scratchFiles = () => readdir(path.join(data.dir, 'scratch'), { recursive: true });

  it('empties the scratch folder of a killed process’s uploads at start', async () => {
    expect(await scratchFiles()).toEqual([]);
  });

  it('answers a signed-out upload 401 before reading its body', async () => {
    const started = Date.now();
    const answer = await slowUpload(glimpse.url, '/api/posts', { 'x-forwarded-for': '198.51.100.7' }, 45 * MB, 200);
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Authentication required' });
    // One chunk of 45 went out before the answer; reading the body would have taken 9 s.
    expect(answer.sent).toBeLessThanOrEqual(3 * MB);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('counts refused signed-out uploads against the address’s upload limit', async () => {
    const from = { 'x-forwarded-for': '198.51.100.8' };
    for (let i = 0; i < 3; i++) expect((await slowUpload(glimpse.url, '/media', from, 1024)).status).toBe(401);
    const fourth = await slowUpload(glimpse.url, '/media', from, 1024);
    expect(fourth.status).toBe(429);
    expect(JSON.parse(fourth.body).message).toMatch(/^Too many uploads in a short time/);
  });

  it('streams a signed-in upload to a file in the data folder, never whole into memory, and removes it after', async () => {
    const sizes: number[] = [];
    const answer = await slowUpload(glimpse.url, '/api/posts', { 'x-forwarded-for': vera.ip, authorization: `Bearer ${vera.token}` }, 20 * MB, 20, async () => {
      const files = await scratchFiles();
      if (files.length) sizes.push((await stat(path.join(data.dir, 'scratch', files[0]))).size);
    });
    // Zeros and sevens are no video: refused once read, for what they are.
    expect(answer.status).toBe(400);
    expect(sizes.length).toBeGreaterThan(5);
    expect(sizes.at(-1)!).toBeGreaterThan(sizes[0]);
    await expect.poll(scratchFiles).toEqual([]);
  });

  it('processes a video inside the data folder, leaving nothing in the system’s temp folder', async () => {
    const before = (await readdir(tmpdir())).filter((name) => name.startsWith('glimpse-video-'));
    const form = new FormData();
    form.append('media', new Blob([new Uint8Array(await phoneVideo('mp4'))], { type: 'video/mp4' }), 'clip.mp4');
    const posted = await vera.request('/api/posts', { method: 'POST', body: form });
    expect(posted.status).toBe(201);
    expect((await readdir(tmpdir())).filter((name) => name.startsWith('glimpse-video-'))).toEqual(before);
    await expect.poll(scratchFiles).toEqual([]);
  });
});
