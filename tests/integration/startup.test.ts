import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDataDir } from '../support/tempDataDir';
import { startTestServer } from '../support/testServer';

describe('start-up against production engines that cannot be reached', () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  beforeAll(async () => {
    data = await tempDataDir();
  });
  afterAll(async () => data?.remove());

  it.each([
    ['EVENTSTORE_URL', 'esdb://127.0.0.1:1?tls=false'],
    ['MONGO_URL', 'mongodb://127.0.0.1:1/glimpse'],
  ])('fails within 5 seconds naming %s', async (variable, url) => {
    const started = Date.now();
    await expect(startTestServer(data.dir, { [variable]: url })).rejects.toThrow(url);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('fails naming the S3 address and its bucket', async () => {
    const s3 = { S3_URL: 'http://127.0.0.1:1', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'glimpse', S3_SECRET_ACCESS_KEY: 'secret' };
    await expect(startTestServer(data.dir, s3)).rejects.toThrow('Could not reach the media bucket "media" at http://127.0.0.1:1');
  });
});
