import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { startMemoryMongo } from '../../tests/support/memoryMongo';
import { tempDataDir } from '../../tests/support/tempDataDir';
import { keyStoreContract } from './keyStore.contract';
import { connectMongoKeyStore } from './mongoKeyStore';
import { openSqliteKeyStore } from './sqliteKeyStore';

keyStoreContract('SQLite', async () => {
  const data = await tempDataDir();
  const keys = openSqliteKeyStore(join(data.dir, 'keys.sqlite'));
  return {
    keys,
    cleanup: async () => {
      await keys.close();
      await data.remove();
    },
  };
});

const mongoUrl = process.env.MONGO_URL;
if (mongoUrl) {
  keyStoreContract('MongoDB', async () => {
    const keys = await connectMongoKeyStore(mongoUrl, `glimpse_keys_contract_${Date.now().toString(36)}`);
    return { keys, cleanup: () => keys.close() };
  });
} else {
  describe.skip('KeyStore contract: MongoDB (MONGO_URL is not set)', () => {
    it('needs MONGO_URL', () => undefined);
  });
}

const memory = await startMemoryMongo();
if ('uri' in memory) {
  afterAll(() => memory.stop());
  keyStoreContract('mongodb-memory-server', async () => {
    const keys = await connectMongoKeyStore(memory.uri, `glimpse_keys_contract_${Date.now().toString(36)}`);
    return { keys, cleanup: () => keys.close() };
  });
} else {
  describe.skip(`KeyStore contract: mongodb-memory-server (skipped: ${memory.skipped})`, () => {
    it('needs a mongod', () => undefined);
  });
}
