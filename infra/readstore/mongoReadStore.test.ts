import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { startMemoryMongo } from '../../tests/support/memoryMongo';
import { connectMongoReadStore } from './mongoReadStore';
import { readStoreContract } from './readStore.contract';

// A database per test run (and per test), dropped at the end, so runs never see each other.
const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
let opened = 0;
const contractOn = (url: string) => async () => {
  const store = await connectMongoReadStore(url, `glimpse_contract_${runId}_${opened++}`);
  return {
    store,
    cleanup: async () => {
      await store.dropAll();
      await store.close();
    },
  };
};

const mongoUrl = process.env.MONGO_URL;
if (mongoUrl) {
  readStoreContract(`mongodb at ${mongoUrl.replace(/\/\/[^@/]*@/, '//***@')}`, contractOn(mongoUrl));
} else {
  console.info('MongoDB contract skipped: MONGO_URL is not set');
  describe.skip('ReadStore contract: mongodb (MongoDB contract skipped: MONGO_URL is not set)', () => {
    it('needs MONGO_URL', () => undefined);
  });
}

// mongodb-memory-server gives a developer with internet a real server with no setup; here (no
// download) it skips within a second and says why.
const memory = await startMemoryMongo();
if ('uri' in memory) {
  afterAll(() => memory.stop());
  readStoreContract('mongodb-memory-server', contractOn(memory.uri));
} else {
  console.info(`MongoDB contract on mongodb-memory-server skipped: ${memory.skipped}`);
  describe.skip(`ReadStore contract: mongodb-memory-server (skipped: ${memory.skipped})`, () => {
    it('needs a mongod', () => undefined);
  });
}

describe('connectMongoReadStore', () => {
  it('rejects within 5 seconds, naming the URL, when no server answers', async () => {
    const url = 'mongodb://127.0.0.1:1';
    const started = Date.now();
    const error = await connectMongoReadStore(url).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect(error?.message).toContain(url);
  }, 10_000);
});
