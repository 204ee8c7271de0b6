import { randomBytes } from 'node:crypto';
import { afterAll, describe, it } from 'vitest';
import { startMemoryMongo } from '../../tests/support/memoryMongo';
import { checkpointsContract } from './checkpoints.contract';
import { openMemoryReadStore } from './memoryReadStore';
import { connectMongoReadStore } from './mongoReadStore';

checkpointsContract('memory', async () => ({ store: await openMemoryReadStore({}), cleanup: async () => undefined }));

// A database per test, dropped at the end, so runs never see each other.
const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
let opened = 0;
const contractOn = (url: string) => async () => {
  const store = await connectMongoReadStore(url, `glimpse_checkpoints_${runId}_${opened++}`);
  return {
    store,
    cleanup: async () => {
      await store.dropAll();
      await store.close();
    },
  };
};

const mongoUrl = process.env.MONGO_URL;
if (mongoUrl) checkpointsContract('MongoDB', contractOn(mongoUrl));
else {
  describe.skip('Per-projector checkpoints: MongoDB (MONGO_URL is not set)', () => {
    it('needs MONGO_URL', () => undefined);
  });
}

const memory = await startMemoryMongo();
if ('uri' in memory) {
  afterAll(() => memory.stop());
  checkpointsContract('mongodb-memory-server', contractOn(memory.uri));
} else {
  describe.skip(`Per-projector checkpoints: mongodb-memory-server (skipped: ${memory.skipped})`, () => {
    it('needs a mongod', () => undefined);
  });
}
