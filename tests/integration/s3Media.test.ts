import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Glimpse } from '../../bff/app';
import { startFakeS3, type FakeS3 } from '../support/fakeS3';
import { type Caller, signUpAs } from '../support/people';
import { tempDataDir } from '../support/tempDataDir';
import { startTestServer } from '../support/testServer';
import { phoneVideo } from '../support/videos';

/** The whole server with S3_URL set: uploads land in the bucket, are served from it in ranges, and leave it with their post. */
describe('media in an S3 bucket', () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let s3: FakeS3;
  let glimpse: Glimpse;
  let url: string;
  let vera: Caller;

  beforeAll(async () => {
    data = await tempDataDir();
    s3 = await startFakeS3();
    glimpse = await startTestServer(data.dir, { S3_URL: s3.url, S3_BUCKET: 'glimpse-media', S3_ACCESS_KEY_ID: 'glimpse', S3_SECRET_ACCESS_KEY: 'secret' });
    url = glimpse.url;
    vera = await signUpAs(glimpse, 'vera', '203.0.113.1');
  }, 60_000);
  afterAll(async () => {
    await glimpse?.close();
    await s3?.stop();
    await data?.remove();
  });

  it('keeps a posted video and its poster in the bucket, serves byte ranges of it, and deletes both with the post', async () => {
    const sent = new Blob([new Uint8Array(await phoneVideo('mp4'))], { type: 'video/mp4' });
    const post = await vera.multipart('/api/posts', { media: sent, caption: 'Clip' });
    expect(post.status).toBe(201);
    const id = post.body.mediaUrl.slice('/media/'.length);
    const stored = s3.objects.get(`glimpse-media/${id}`)!;
    expect(stored.length).toBeGreaterThan(1000);
    expect(s3.objects.has(`glimpse-media/${id.replace('.mp4', '.jpg')}`)).toBe(true);
    expect(await readdir(path.join(data.dir, 'media')).catch(() => [])).toEqual([]);

    const whole = await fetch(url + post.body.mediaUrl);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await whole.arrayBuffer()).equals(stored)).toBe(true);
    const range = await fetch(url + post.body.mediaUrl, { headers: { range: 'bytes=100-199' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 100-199/${stored.length}`);
    expect(Buffer.from(await range.arrayBuffer())).toEqual(stored.subarray(100, 200));

    expect((await vera.request(`/api/posts/${post.body.id}`, { method: 'DELETE' })).status).toBe(200);
    expect([...s3.objects.keys()].filter((key) => key.includes(id.replace('.mp4', '')))).toEqual([]);
    expect((await fetch(url + post.body.mediaUrl)).status).toBe(404);
  });
});
