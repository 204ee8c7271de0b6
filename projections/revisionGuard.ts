import { DuplicateKeyError, idsOnly, type Collection, type Doc, type Filter, type ReadStore, type Update, type UpdateResult } from './readStore';

/**
 * The field of a read-model document holding the position of the last event `projector` applied
 * to it. One per projector that writes the document, not one per document: the posts projector
 * and the likes projector both write a post, and a projector that stopped at an event (see
 * ProjectorLane) applies it after the others have gone on.
 */
export const guardField = (projector: string): string => `_pos_${projector}`;

/** Whether a document's field is a guard's: read models' readers leave these out. */
export const isGuardField = (field: string): boolean => field.startsWith('_pos_');

/** `doc` without its guards' fields, for code that hands a whole document on rather than naming its fields. */
export function withoutGuards<D extends Record<string, unknown>>(doc: D): D {
  const out: Record<string, unknown> = {};
  for (const field in doc) if (!isGuardField(field)) out[field] = doc[field];
  return out as D;
}

const REFUSED: UpdateResult = Object.freeze({ matchedCount: 0, modifiedCount: 0, upsertedId: null });

/**
 * A projector's view of the read store that makes each of its writes idempotent in the write
 * itself: the runner opens it at each event's position (`at`), and every write's filter requires
 * the document's guard field to be below that position, and sets it in the same update. An event
 * delivered again (a checkpoint written behind the events, then a restart; a retry) finds its
 * documents at its position or beyond and changes nothing, whichever store (one filter language).
 *
 * A document the same application of an event already wrote passes: one event may write a
 * document twice (a post's words, then its count). One the guard refused stays refused until the
 * next event. An upsert refused by the guard is MongoDB's duplicate `_id` (the filter did not match,
 * the id is taken): already applied. Deletes are guarded too, so that an old event delivered again
 * does not remove what a later one wrote. Reads go straight through.
 */
export class GuardedStore implements ReadStore {
  position = 0;
  /** Counts the applications, so that one event delivered twice in a row is two of them. */
  application = 0;
  private readonly views = new Map<string, GuardedCollection>();

  constructor(
    readonly store: ReadStore,
    readonly field: string,
  ) {}

  /** This view, for the application of the event at `position`. */
  at(position: number): this {
    this.position = position;
    this.application++;
    this.condition = { $not: { $gte: position } };
    return this;
  }

  /** The guard's condition on the field at this position, one object per application (a replay writes millions). */
  condition: Filter = {};

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    let view = this.views.get(name);
    if (!view) {
      view = new GuardedCollection(this, this.store.collection(name));
      this.views.set(name, view);
    }
    return view as unknown as Collection<T>;
  }

  dropAll(): Promise<void> {
    return this.store.dropAll();
  }

  drop(name: string): Promise<void> {
    return this.store.drop(name);
  }

  flush(): Promise<void> {
    return this.store.flush();
  }

  close(options?: { save?: boolean }): Promise<void> {
    return this.store.close(options);
  }
}

class GuardedCollection implements Collection {
  // What this application of the event did to each document it wrote by id: true written, false refused.
  private readonly done = new Map<string, boolean>();
  private application = -1;

  constructor(
    private readonly guard: GuardedStore,
    private readonly inner: Collection,
  ) {}

  findOne(filter: Filter) {
    return this.inner.findOne(filter);
  }

  find(filter: Filter, options?: Parameters<Collection['find']>[1]) {
    return this.inner.find(filter, options);
  }

  cursor(filter: Filter, options?: Parameters<Collection['cursor']>[1]) {
    return this.inner.cursor(filter, options);
  }

  countDocuments(filter?: Filter) {
    return this.inner.countDocuments(filter);
  }

  createIndex(spec: Parameters<Collection['createIndex']>[0]) {
    return this.inner.createIndex(spec);
  }

  async insertOne(doc: Doc): Promise<void> {
    const done = this.state().get(doc._id);
    if (done === false) return;
    try {
      await this.inner.insertOne({ ...doc, [this.guard.field]: this.guard.position });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError) || error.key._id !== doc._id || done) throw error;
      const stored = await this.inner.findOne({ _id: doc._id });
      if (!stored || !this.applied(stored)) throw error;
      this.done.set(doc._id, false);
      return;
    }
    this.done.set(doc._id, true);
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    const id = filter._id;
    if (typeof id !== 'string') return this.updateMatching(filter, update, options, 1);
    const done = this.state().get(id);
    if (done === false) return REFUSED;
    const stamped = this.stamp(update);
    if (done) return this.inner.updateOne(filter, stamped, options);
    const insertOnly = onlyOnInsert(update);
    let result: UpdateResult;
    try {
      result = await this.inner.updateOne(this.guarded(filter), stamped, options);
    } catch (error) {
      if (!options.upsert || !(error instanceof DuplicateKeyError) || error.key._id !== id) throw error;
      this.done.set(id, false);
      return REFUSED;
    }
    // No match and no upsert: the document is not there, or not as the filter says, or the guard refused; the next write finds out.
    // A `$setOnInsert` that matched changed nothing and stamped nothing: the next write is guarded still.
    if ((result.matchedCount > 0 && !insertOnly) || result.upsertedId !== null) this.done.set(id, true);
    return result;
  }

  updateMany(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    return this.updateMatching(filter, update, options, undefined);
  }

  async deleteOne(filter: Filter): Promise<{ deletedCount: number }> {
    const id = filter._id;
    if (typeof id !== 'string') return this.inner.deleteOne(this.open(filter));
    const done = this.state().get(id);
    if (done === false) return { deletedCount: 0 };
    return this.inner.deleteOne(done ? filter : this.guarded(filter));
  }

  async deleteMany(filter: Filter): Promise<{ deletedCount: number }> {
    const ids = idsOnly(filter);
    if (ids === null) return this.inner.deleteMany(this.open(filter));
    // By their ids, each guarded as deleteOne guards it: the open filter's `$or` would need a general matcher per call.
    let deletedCount = 0;
    for (const id of new Set(ids)) deletedCount += (await this.deleteOne({ _id: id })).deletedCount;
    return { deletedCount };
  }

  /**
   * A write by any filter but an id: the documents it may change are found first, then written by
   * their ids, so that each is known as written for the rest of this application.
   */
  private async updateMatching(filter: Filter, update: Update, options: { upsert?: boolean }, limit: number | undefined): Promise<UpdateResult> {
    if (options.upsert) throw new Error('A projector upserts by _id: the revision guard needs the document it writes');
    const ids = (await this.inner.find(this.open(filter), { limit })).map((doc) => doc._id);
    if (ids.length === 0) return REFUSED;
    const result = await this.inner.updateMany({ $and: [filter, { _id: { $in: ids } }] }, this.stamp(update));
    for (const id of ids) this.done.set(id, true);
    return result;
  }

  /** The per-document record, emptied at each new application. */
  private state(): Map<string, boolean> {
    if (this.application !== this.guard.application) {
      this.application = this.guard.application;
      this.done.clear();
    }
    return this.done;
  }

  private applied(doc: Doc): boolean {
    const at = doc[this.guard.field];
    return typeof at === 'number' && at >= this.guard.position;
  }

  /** `filter` for a document not yet at this position. */
  private guarded(filter: Filter): Filter {
    const field = this.guard.field;
    if (Object.hasOwn(filter, field)) return { $and: [filter, { [field]: this.guard.condition }] };
    const out: Filter = {};
    for (const key in filter) out[key] = filter[key];
    out[field] = this.guard.condition;
    return out;
  }

  /** `filter` for documents not yet at this position or written in this application. */
  private open(filter: Filter): Filter {
    const written: string[] = [];
    for (const [id, done] of this.state()) if (done) written.push(id);
    if (written.length === 0) return this.guarded(filter);
    return { $and: [filter, { $or: [{ [this.guard.field]: this.guard.condition }, { _id: { $in: written } }] }] };
  }

  /**
   * `update` setting the guard field too (over any copy of it a projector spread into `$set`). An
   * update that is only `$setOnInsert` stamps the document it inserts and leaves one that exists
   * as it is: it changes nothing there, so there is nothing to guard, and no copy to make (a replay
   * records a person's address at each of their events).
   */
  private stamp(update: Update): Update {
    const field = this.guard.field;
    const set = update.$set as Record<string, unknown> | undefined;
    const onInsert = update.$setOnInsert as Record<string, unknown> | undefined;
    if (onInsert && onlyOnInsert(update)) return { $setOnInsert: { ...onInsert, [field]: this.guard.position } };
    if (onInsert && field in onInsert) {
      const { [field]: _, ...rest } = onInsert;
      return { ...update, $setOnInsert: rest, $set: { ...set, [field]: this.guard.position } };
    }
    const stamped: Update = {};
    for (const operator in update) stamped[operator] = update[operator];
    const fields: Record<string, unknown> = {};
    for (const key in set) fields[key] = set[key];
    fields[field] = this.guard.position;
    stamped.$set = fields;
    return stamped;
  }
}

/** Whether an update is a `$setOnInsert` and nothing else. */
function onlyOnInsert(update: Update): boolean {
  for (const operator in update) if (operator !== '$setOnInsert') return false;
  return '$setOnInsert' in update;
}
