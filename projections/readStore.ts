/**
 * The read store port: a subset of MongoDB's collection API. Filters and update documents are
 * MongoDB's query and update language, so one projector drives every adapter.
 */
export type Doc = { _id: string } & Record<string, unknown>;
export type Filter = Record<string, unknown>;
export type Update = Record<string, unknown>;
export type Sort = Record<string, 1 | -1>;

export type FindOptions = {
  sort?: Sort;
  skip?: number;
  limit?: number;
};

export type UpdateResult = {
  matchedCount: number;
  modifiedCount: number;
  upsertedId: string | null;
};

export type IndexSpec = { keys: Record<string, 1 | -1>; unique?: boolean; name?: string };

export interface Collection<T extends Doc = Doc> {
  findOne(filter: Filter): Promise<T | null>;
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  /** Every matching document, a batch at a time, for large reads. */
  cursor(filter: Filter, options?: FindOptions & { batchSize?: number }): AsyncIterable<T>;
  insertOne(doc: T): Promise<void>;
  updateOne(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<UpdateResult>;
  updateMany(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<UpdateResult>;
  deleteOne(filter: Filter): Promise<{ deletedCount: number }>;
  deleteMany(filter: Filter): Promise<{ deletedCount: number }>;
  countDocuments(filter?: Filter): Promise<number>;
  createIndex(spec: IndexSpec): Promise<void>;
}

export interface ReadStore {
  collection<T extends Doc = Doc>(name: string): Collection<T>;
  /** Drops every collection (used by replay). */
  dropAll(): Promise<void>;
  /** Drops one collection, its documents and indexes (a projector's old generation after a rebuild); none there is no error. */
  drop(name: string): Promise<void>;
  /** Persists what is in memory (embedded); a no-op where every write is already durable. */
  flush(): Promise<void>;
  /** `save: false` leaves what is in memory unsaved (a worker that is not the leader: the leader saves). */
  close(options?: { save?: boolean }): Promise<void>;
}

/** Thrown by insertOne / updateOne / updateMany when a unique index would be violated (MongoDB code 11000). */
export class DuplicateKeyError extends Error {
  readonly code = 11000;
  constructor(
    readonly collection: string,
    readonly key: Record<string, unknown>,
  ) {
    super(`E11000 duplicate key error collection: ${collection} dup key: ${JSON.stringify(key)}`);
    this.name = 'DuplicateKeyError';
  }
}

/** The ids of a filter that is exactly `{ _id: { $in: [...ids] } }`, else null. */
export function idsOnly(filter: Filter): string[] | null {
  for (const key in filter) if (key !== '_id') return null;
  const condition = filter._id as Record<string, unknown> | undefined;
  if (typeof condition !== 'object' || condition === null || Object.getPrototypeOf(condition) !== Object.prototype) return null;
  for (const key in condition) if (key !== '$in') return null;
  const ids = condition.$in;
  return Array.isArray(ids) && ids.every((id) => typeof id === 'string') ? (ids as string[]) : null;
}
