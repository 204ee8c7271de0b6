import { MongoClient, ObjectId, type Collection as MongoCollection, type Document } from 'mongodb';
import {
  DuplicateKeyError,
  type Collection,
  type Doc,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type ReadStore,
  type Update,
  type UpdateResult,
} from '../../projections/readStore';
import { seedFromFilter } from './upsert';

/**
 * The production read store: MongoDB through the official driver. Fails within about 3 s when
 * the server cannot be reached (the driver would otherwise wait 30 s).
 */
export async function connectMongoReadStore(url: string, dbName?: string): Promise<ReadStore> {
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 3000 });
  try {
    await client.connect();
  } catch (error) {
    await client.close().catch(() => undefined);
    throw new Error(`Cannot connect to the MongoDB read store at ${redact(url)}: ${(error as Error).message}`, { cause: error });
  }
  const db = client.db(dbName ?? databaseInUrl(url) ?? 'glimpse');
  return {
    collection: <T extends Doc = Doc>(name: string) => wrap<T>(db.collection(name)),
    dropAll: async () => void (await db.dropDatabase()),
    // Dropping a collection that does not exist answers "ns not found" (code 26) from some servers.
    drop: async (name) => void (await db.dropCollection(name).catch((error) => (error?.code === 26 ? false : Promise.reject(error)))),
    flush: async () => undefined,
    close: () => client.close(),
  };
}

function wrap<T extends Doc>(collection: MongoCollection<Document>): Collection<T> {
  const name = collection.collectionName;
  const guard = async <R>(operation: () => Promise<R>): Promise<R> => {
    try {
      return await operation();
    } catch (error) {
      const e = error as { code?: number; keyValue?: Record<string, unknown> };
      if (e.code === 11000) throw new DuplicateKeyError(name, e.keyValue ?? {});
      throw error;
    }
  };
  const update =
    (many: boolean) =>
    async (filter: Filter, change: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> => {
      const upsert = options.upsert ?? false;
      const withId = upsert ? withStringId(filter, change) : change;
      const result = await guard(() => (many ? collection.updateMany(filter, withId, { upsert }) : collection.updateOne(filter, withId, { upsert })));
      return {
        matchedCount: result.matchedCount,
        modifiedCount: result.modifiedCount,
        upsertedId: result.upsertedId === null || result.upsertedId === undefined ? null : String(result.upsertedId),
      };
    };
  return {
    findOne: (filter) => collection.findOne(filter) as Promise<T | null>,
    find: (filter, options: FindOptions = {}) => collection.find(filter, options).toArray() as unknown as Promise<T[]>,
    cursor: (filter, options = {}) => collection.find(filter, options) as unknown as AsyncIterable<T>,
    insertOne: (doc) => guard(async () => void (await collection.insertOne({ ...doc } as Document))),
    updateOne: update(false),
    updateMany: update(true),
    deleteOne: async (filter) => ({ deletedCount: (await collection.deleteOne(filter)).deletedCount }),
    deleteMany: async (filter) => ({ deletedCount: (await collection.deleteMany(filter)).deletedCount }),
    countDocuments: (filter = {}) => collection.countDocuments(filter),
    createIndex: (spec: IndexSpec) =>
      guard(async () => void (await collection.createIndex(spec.keys, { unique: spec.unique ?? false, ...(spec.name ? { name: spec.name } : {}) }))),
  };
}

// The port promises string ids, but an upsert whose filter names no _id would get an ObjectId.
function withStringId(filter: Filter, change: Update): Update {
  const sets = [change.$set, change.$setOnInsert] as (Record<string, unknown> | undefined)[];
  if ('_id' in seedFromFilter(filter) || sets.some((fields) => fields && '_id' in fields)) return change;
  const setOnInsert = change.$setOnInsert as Record<string, unknown> | undefined;
  return { ...change, $setOnInsert: { ...setOnInsert, _id: new ObjectId().toHexString() } };
}

export function databaseInUrl(url: string): string | undefined {
  return /^mongodb(?:\+srv)?:\/\/[^/]+\/([^?]+)/.exec(url)?.[1];
}

// Never print a password in a log or an error message.
function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@/]*@/, '//$1:***@');
}
