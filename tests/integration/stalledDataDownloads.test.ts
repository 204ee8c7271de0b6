import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedUpClient } from '../support/accounts';
import { HttpClient } from '../support/httpClient';
import { phonePhoto } from '../support/images';
import { useTestServer } from '../support/useTestServer';

// More than the sockets' buffers on both ends take (a few MB on loopback): a download this large
// waits on its client once the client stops reading.
const MEDIA_BYTES = 16 * 1024 * 1024;

type Started = { response: http.IncomingMessage; ended: Promise<'complete' | 'cut'>; request: http.ClientRequest };

describe('data downloads whose clients stop reading', () => {
  const server = useTestServer({ DATA_DOWNLOAD_STALL_SECONDS: '1' });
  const tokens = new Map<string, string>();

  /** A person with a photo post whose file is MEDIA_BYTES large (as a few videos would make it). */
  async function personWithLargeMedia(username: string): Promise<void> {
    const { client } = await signedUpClient(server.url, username);
    const posted = await client.multipart('/api/posts', { caption: 'big', media: { bytes: await phonePhoto(400, 300), name: 'p.jpg', type: 'image/jpeg' } });
    expect(posted.status).toBe(201);
    await server.glimpse.engines.media.put(String(posted.body.mediaUrl).replace('/media/', ''), randomBytes(MEDIA_BYTES), 'image/jpeg');
    const login = await new HttpClient(server.url).json('/api/auth/login', 'POST', { username, password: 'secret1' });
    tokens.set(username, login.body.token);
  }

  /** Starts `username`'s download and stops reading it after its first bytes, as a stalled client does. */
  async function startAndStall(username: string): Promise<Started> {
    const request = http.get(`${server.url}/api/me/data`, { headers: { authorization: `Bearer ${tokens.get(username)}` } });
    const response = await new Promise<http.IncomingMessage>((resolve) => request.once('response', resolve));
    expect(response.statusCode).toBe(200);
    const ended = new Promise<'complete' | 'cut'>((resolve) => {
      response.once('end', () => resolve('complete'));
      response.once('aborted', () => resolve('cut'));
      response.once('error', () => resolve('cut'));
    });
    await new Promise((resolve) => response.once('data', resolve));
    response.pause();
    return { response, ended, request };
  }

  const download = (username: string) => fetch(`${server.url}/api/me/data`, { headers: { authorization: `Bearer ${tokens.get(username)}` } });

  beforeAll(async () => {
    for (const username of ['ana_st', 'bob_st', 'cleo_st']) await personWithLargeMedia(username);
  }, 60_000);

  it('ends the stalled downloads once they made no progress for the stall time, and a third person then gets theirs', async () => {
    const stalled = [await startAndStall('ana_st'), await startAndStall('bob_st')];
    // Both server slots are held by the stalled downloads.
    expect((await download('cleo_st')).status).toBe(503);

    const startedWaiting = Date.now();
    let answer = await download('cleo_st');
    while (answer.status === 503 && Date.now() - startedWaiting < 15_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      answer = await download('cleo_st');
    }
    expect(answer.status).toBe(200);
    const files = unzipSync(new Uint8Array(await answer.arrayBuffer()));
    expect(Object.values(files).some((bytes) => bytes.length === MEDIA_BYTES)).toBe(true);

    // The stalled ones were cut rather than left open, so their clients can tell they are incomplete.
    for (const { ended, response } of stalled) {
      response.resume();
      expect(await ended).toBe('cut');
    }
    // And their people may start again.
    expect((await download('ana_st')).status).toBe(200);
  }, 60_000);
});
