import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../tests/support/fakeS3';
import { tempDataDir } from '../../tests/support/tempDataDir';
import { s3Of } from '../config';
import { openDiskMediaStore } from './diskMediaStore';
import { mediaStoreContract } from './mediaStore.contract';
import { connectS3MediaStore } from './s3MediaStore';

mediaStoreContract('disk', async () => {
  const data = await tempDataDir();
  return { media: await openDiskMediaStore(data.dir), cleanup: data.remove };
});

// The real service, wherever S3_URL (and the rest of the S3 settings) are set: MinIO, R2, AWS.
const s3 = s3Of(process.env);
if (s3) {
  mediaStoreContract(`S3 at ${s3.url}`, async () => ({ media: await connectS3MediaStore(s3), cleanup: async () => undefined }));
} else {
  console.info('S3 media contract skipped: S3_URL is not set');
  describe.skip('MediaStore contract: S3 (S3_URL is not set)', () => {
    it('needs S3_URL', () => undefined);
  });
}

// The adapter against tests/support/fakeS3.ts, everywhere: no S3-compatible server runs here.
let fake: FakeS3;
beforeAll(async () => {
  fake = await startFakeS3();
});
afterAll(() => fake.stop());
mediaStoreContract('S3 adapter against a fake S3', async () => {
  const settings = { url: fake.url, bucket: `media-${randomUUID()}`, accessKeyId: 'test', secretAccessKey: 'test', region: 'us-east-1', forcePathStyle: true };
  return { media: await connectS3MediaStore(settings), cleanup: async () => undefined };
});
