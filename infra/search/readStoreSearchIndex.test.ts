import { randomBytes } from 'node:crypto';
import { describe, it } from 'vitest';
import { openMemoryReadStore } from '../readstore/memoryReadStore';
import { readStoreSearchIndex } from './readStoreSearchIndex';
import { searchIndexContract } from './searchIndex.contract';

searchIndexContract('read store regex (MongoDB adapter) on the embedded read store', async () => readStoreSearchIndex(await openMemoryReadStore({})));

const mongoUrl = process.env.MONGO_URL;
if (mongoUrl) {
  const { connectMongoReadStore } = await import('../readstore/mongoReadStore');
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  let opened = 0;
  searchIndexContract('read store regex on MongoDB', async () => {
    const store = await connectMongoReadStore(mongoUrl, `glimpse_search_${runId}_${opened++}`);
    await store.dropAll();
    return readStoreSearchIndex(store);
  });
} else {
  describe.skip('SearchIndex contract on MongoDB (MONGO_URL is not set)', () => {
    it('needs MONGO_URL', () => undefined);
  });
}
