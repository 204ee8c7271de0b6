import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { startMemoryMongo } from '../../tests/support/memoryMongo';
import { tempDataDir } from '../../tests/support/tempDataDir';
import { openSqlite } from '../sqlite/sqlite';
import { leaseStoreContract } from './leaseStore.contract';
import { memoryLeaseStore } from './memoryLeaseStore';
import { mongoLeaseStore } from './mongoLeaseStore';
import { sqliteLeaseStore } from './sqliteLeaseStore';

leaseStoreContract('memory', async () => ({ leases: memoryLeaseStore(), cleanup: async () => undefined }));

leaseStoreContract('SQLite', async () => {
  const data = await tempDataDir();
  const db = openSqlite(join(data.dir, 'events.sqlite'));
  return {
    leases: sqliteLeaseStore(db),
    cleanup: async () => {
      db.close();
      await data.remove();
    },
  };
});

describe('SQLite leases across connections', () => {
  it('refuses a lease held through one connection to a holder on another (two processes on one file)', async () => {
    const data = await tempDataDir();
    const [first, second] = [openSqlite(join(data.dir, 'events.sqlite')), openSqlite(join(data.dir, 'events.sqlite'))];
    first.pragma('journal_mode = WAL');
    const now = new Date();
    expect(await sqliteLeaseStore(first).acquire('leader', 'one', 10_000, now)).toBe(true);
    expect(await sqliteLeaseStore(second).acquire('leader', 'two', 10_000, now)).toBe(false);
    first.close();
    second.close();
    await data.remove();
  });
});

const mongoContract = (label: string, url: string) =>
  leaseStoreContract(label, async () => {
    const client = await new MongoClient(url, { serverSelectionTimeoutMS: 3000 }).connect();
    const db = client.db(`glimpse_leases_contract_${Date.now().toString(36)}`);
    return {
      leases: mongoLeaseStore(db),
      cleanup: async () => {
        await db.dropDatabase();
        await client.close();
      },
    };
  });

const mongoUrl = process.env.MONGO_URL;
if (mongoUrl) mongoContract('MongoDB', mongoUrl);
else {
  describe.skip('LeaseStore contract: MongoDB (MONGO_URL is not set)', () => {
    it('needs MONGO_URL', () => undefined);
  });
}

const memory = await startMemoryMongo();
if ('uri' in memory) {
  afterAll(() => memory.stop());
  mongoContract('mongodb-memory-server', memory.uri);
} else {
  describe.skip(`LeaseStore contract: mongodb-memory-server (skipped: ${memory.skipped})`, () => {
    it('needs a mongod', () => undefined);
  });
}
