import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { afterAll, describe, it } from 'vitest';
import { startMemoryMongo } from '../../tests/support/memoryMongo';
import { changeNoticesContract } from './changeNotices.contract';
import { memoryChangeNotices } from './memoryChangeNotices';
import { detectTransport, mongoChangeNotices, type NoticeTransport } from './mongoChangeNotices';

changeNoticesContract('memory', async () => {
  const bus = memoryChangeNotices();
  return { publisher: bus, follower: bus, cleanup: () => bus.close() };
});

// A database per test, dropped at the end; the publisher and the follower each on a connection of their own, as two processes.
const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
let opened = 0;
const contractOn = (url: string, transport: NoticeTransport) => async () => {
  const clients = await Promise.all([0, 1].map(() => new MongoClient(url, { serverSelectionTimeoutMS: 3000 }).connect()));
  const name = `glimpse_notices_${runId}_${opened++}`;
  const [publisher, follower] = clients.map((client) => mongoChangeNotices(client.db(name), { transport }));
  return {
    publisher,
    follower,
    cleanup: async () => {
      await follower.close();
      await publisher.close();
      await clients[0].db(name).dropDatabase();
      for (const client of clients) await client.close();
    },
  };
};

/** The capped collection works on any server; the change stream only where the server is a replica set (or mongos). */
async function contractsOn(label: string, url: string) {
  const client = await new MongoClient(url, { serverSelectionTimeoutMS: 3000 }).connect();
  const transport = await detectTransport(client.db('admin'));
  await client.close();
  changeNoticesContract(`${label}, capped collection`, contractOn(url, 'capped collection'));
  if (transport === 'change stream') changeNoticesContract(`${label}, change stream`, contractOn(url, 'change stream'));
  else describe.skip(`ChangeNoticeBus contract: ${label}, change stream (the server is not a replica set)`, () => it('needs a replica set', () => undefined));
}

const mongoUrl = process.env.MONGO_URL;
if (mongoUrl) await contractsOn('MongoDB', mongoUrl);
else {
  describe.skip('ChangeNoticeBus contract: MongoDB (MONGO_URL is not set)', () => {
    it('needs MONGO_URL', () => undefined);
  });
}

const memory = await startMemoryMongo();
if ('uri' in memory) {
  afterAll(() => memory.stop());
  await contractsOn('mongodb-memory-server', memory.uri);
} else {
  describe.skip(`ChangeNoticeBus contract: mongodb-memory-server (skipped: ${memory.skipped})`, () => {
    it('needs a mongod', () => undefined);
  });
}
