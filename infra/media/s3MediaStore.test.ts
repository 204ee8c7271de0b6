import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../tests/support/fakeS3';
import { tempDataDir } from '../../tests/support/tempDataDir';
import { connectS3MediaStore, type S3Settings } from './s3MediaStore';

describe('the S3 media store', () => {
  let fake: FakeS3;
  let settings: S3Settings;
  beforeEach(async () => {
    fake = await startFakeS3();
    settings = { url: fake.url, bucket: 'media', accessKeyId: 'test', secretAccessKey: 'test', region: 'us-east-1', forcePathStyle: true };
  });
  afterEach(() => fake.stop());

  it('asks the service for the range only, addressing the object path-style', async () => {
    const media = await connectS3MediaStore(settings);
    await media.put('v.mp4', randomBytes(1_000_000), 'video/mp4');
    const file = await media.open('v.mp4');
    const stream = await file?.stream({ start: 500_000, end: 500_099 });
    stream?.resume();
    expect(fake.requests.filter((r) => r.method === 'GET')).toEqual([expect.objectContaining({ path: '/media/v.mp4', range: 'bytes=500000-500099' })]);
  });

  it('streams a file up with its length, never reading it whole to sign it', async () => {
    const data = await tempDataDir();
    const source = join(data.dir, 'upload.mp4');
    await writeFile(source, randomBytes(3_000_000));
    await (await connectS3MediaStore(settings)).putFile('v.mp4', source, 'video/mp4');
    await data.remove();
    // A signed payload is a hash of every byte, taken before the first is sent.
    expect(fake.requests.find((r) => r.method === 'PUT' && r.path === '/media/v.mp4')).toMatchObject({
      contentLength: '3000000',
      payloadHash: 'UNSIGNED-PAYLOAD',
    });
    expect(fake.objects.get('media/v.mp4')?.length).toBe(3_000_000);
  });

  it('creates its bucket when it does not exist, and keeps what a bucket holds', async () => {
    await (await connectS3MediaStore(settings)).put('a.jpg', Buffer.from('photo'), 'image/jpeg');
    const again = await connectS3MediaStore(settings);
    expect((await again.open('a.jpg'))?.size).toBe(5);
    expect(fake.requests.filter((r) => r.method === 'PUT' && /^\/media\/?$/.test(r.path))).toHaveLength(1);
  });

  it('refuses to open on a service that cannot be reached, naming it and the bucket', async () => {
    await expect(connectS3MediaStore({ ...settings, url: 'http://127.0.0.1:1' })).rejects.toThrow(
      'Could not reach the media bucket "media" at http://127.0.0.1:1',
    );
  });
});
