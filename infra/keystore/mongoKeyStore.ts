import { randomBytes } from 'node:crypto';
import { Binary, MongoClient, MongoServerError } from 'mongodb';
import type { KeyStore } from '../../domain/ports/keyStore';

type KeyDoc = { _id: string; key: Binary | null };

/**
 * Keys in MongoDB, beside EventStoreDB. A database of their own: a replay drops the read models'
 * database, and must never drop the keys. A destroyed key leaves `key: null`, never made again.
 */
export async function connectMongoKeyStore(url: string, dbName = 'glimpse_keys'): Promise<KeyStore> {
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 3000 });
  try {
    await client.connect();
  } catch (error) {
    await client.close().catch(() => undefined);
    throw new Error(`Cannot connect to the MongoDB key store at ${url.replace(/\/\/[^@/]*@/, '//***@')}: ${(error as Error).message}`, { cause: error });
  }
  const keys = client.db(dbName).collection<KeyDoc>('keys');
  const read = async (owner: string) => {
    const doc = await keys.findOne({ _id: owner });
    return doc && { key: doc.key ? Buffer.from(doc.key.buffer) : null };
  };
  return {
    async keyFor(owner) {
      const found = await read(owner);
      if (found) return found.key;
      try {
        await keys.insertOne({ _id: owner, key: new Binary(randomBytes(32)) });
      } catch (error) {
        // Another writer made it first: theirs is the key.
        if (!(error instanceof MongoServerError && error.code === 11000)) throw error;
      }
      return (await read(owner))?.key ?? null;
    },
    existingKey: async (owner) => (await read(owner))?.key ?? null,
    async destroy(owner) {
      await keys.updateOne({ _id: owner }, { $set: { key: null } }, { upsert: true, writeConcern: { w: 'majority', j: true } });
    },
    close: () => client.close(),
  };
}
