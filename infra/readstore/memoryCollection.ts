import { Query, update as applyUpdate } from 'mingo';
import {
  DuplicateKeyError,
  idsOnly,
  type Collection,
  type Doc,
  type Filter,
  type FindOptions,
  type Sort,
  type IndexSpec,
  type Update,
  type UpdateResult,
} from '../../projections/readStore';
import { cloneValue } from './clone';
import { shared } from './shared';
import { defaultIndexName, MemoryIndex, type Change } from './memoryIndex';
import { equalityConstraints, planCandidates } from './queryPlan';
import { PendingRestore, type RestoreSource } from './pendingRestore';
import { mergeRuns, sortSpecName, type SortedRun } from './sortedRuns';
import { compileSimpleFilter } from './simpleFilter';
import { applySimpleUpdate } from './simpleUpdate';
import { sortSkipLimit } from './sortDocs';
import { insertModifier, seedFromFilter, splitSetOnInsert, withId } from './upsert';

// Past this many documents in a page, sorting the candidates is as good as merging.
const MAX_MERGED = 1000;

/**
 * One collection held in memory. Stored documents are never mutated: a write replaces the
 * document with an updated copy, so a read that is still iterating keeps a consistent view and
 * a failed write leaves nothing half done. Readers get them frozen rather than copied.
 */
export class MemoryCollection<T extends Doc = Doc> implements Collection<T> {
  private readonly stored = new Map<string, Doc>();
  private readonly built: MemoryIndex[] = [];
  private pending: PendingRestore | null = null;
  /** How many documents have been tested against a filter; lets tests prove a lookup did not scan. */
  docsTested = 0;

  constructor(
    readonly name: string,
    private readonly changed: () => void,
  ) {}

  /**
   * The documents by id; what a snapshot restore has not taken in yet comes in first. Its
   * indexes may still be on their way: whatever reads or writes through them asks `indexes`.
   */
  get docs(): Map<string, Doc> {
    this.pending?.takeInDocuments();
    return this.stored;
  }

  get indexes(): MemoryIndex[] {
    if (this.pending) this.restoreStep();
    return this.built;
  }

  async findOne(filter: Filter): Promise<T | null> {
    const [doc] = this.select(filter, { limit: 1 });
    return doc ? (shared(doc) as T) : null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    return this.select(filter, options).map((doc) => shared(doc) as T);
  }

  async *cursor(filter: Filter, options: FindOptions & { batchSize?: number } = {}): AsyncIterable<T> {
    const docs = this.select(filter, options);
    const batchSize = Math.max(1, options.batchSize ?? 1000);
    for (let start = 0; start < docs.length; start += batchSize) {
      // Let other work run between batches of a long read.
      if (start > 0) await new Promise((resolve) => setImmediate(resolve));
      for (const doc of docs.slice(start, start + batchSize)) yield shared(doc) as T;
    }
  }

  async countDocuments(filter: Filter = {}): Promise<number> {
    return Object.keys(filter).length === 0 ? this.docs.size : this.select(filter, {}).length;
  }

  async insertOne(doc: T): Promise<void> {
    const copy = cloneValue(doc) as Doc;
    this.commit([{ before: null, after: copy._id === undefined ? withId(copy) : copy }]);
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    return this.update(filter, update, options.upsert ?? false, 1);
  }

  async updateMany(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    return this.update(filter, update, options.upsert ?? false, undefined);
  }

  async deleteOne(filter: Filter): Promise<{ deletedCount: number }> {
    return this.delete(filter, 1);
  }

  async deleteMany(filter: Filter): Promise<{ deletedCount: number }> {
    return this.delete(filter, undefined);
  }

  async createIndex(spec: IndexSpec): Promise<void> {
    const keys = Object.keys(spec.keys);
    if (keys.length === 0) throw new Error('createIndex: an index needs at least one key');
    if (keys.length === 1 && keys[0] === '_id') return;
    const name = spec.name ?? defaultIndexName(spec.keys);
    // Projections create their indexes at every start: one a snapshot brings needs no restore yet.
    const existing = this.pending?.spec(name) ?? this.built.find((index) => index.name === name)?.spec;
    if (existing) {
      if (defaultIndexName(existing.keys) !== defaultIndexName(spec.keys) || (existing.unique ?? false) !== (spec.unique ?? false)) {
        throw new Error(`createIndex: an index named ${name} already exists with other keys or options`);
      }
      return;
    }
    const index = new MemoryIndex({ ...spec, name });
    // Checked before anything is added, so a failing unique index is simply not created.
    index.assertUnique(
      Array.from(this.docs.values(), (after) => ({ before: null, after })),
      this.name,
    );
    for (const doc of this.docs.values()) index.add(doc);
    this.indexes.push(index);
    this.changed();
  }

  /**
   * Loads documents and indexes from a snapshot, which was consistent when it was written, into
   * this empty collection: lazily, by restoreStep, or all at once when it is first used.
   */
  restore(source: RestoreSource, indexes: IndexSpec[]): void {
    this.pending = new PendingRestore(source, indexes, this.stored, this.built);
  }

  /** Takes in about `budget` more of a restored snapshot; true once nothing is left. */
  restoreStep(budget = Infinity): boolean {
    if (this.pending?.step(budget)) this.pending = null;
    return this.pending === null;
  }

  /** Empties the collection and drops its indexes, as dropping a MongoDB collection does. */
  clear(): void {
    this.pending = null;
    this.stored.clear();
    this.built.length = 0;
  }

  /** The stored (not copied) documents matching `filter`, sorted and paged. */
  select(filter: Filter, { sort, skip = 0, limit }: FindOptions): Doc[] {
    const id = idOnly(filter);
    if (id !== null) {
      // The commonest filter: at most one document, which matches by construction.
      const doc = this.docs.get(id);
      if (!doc) return [];
      this.docsTested++;
      return skip > 0 ? [] : [doc];
    }
    if (typeof filter._id === 'string') {
      // An id and more (a projector's write with its revision guard): that document, if it matches.
      const doc = this.docs.get(filter._id);
      if (!doc || skip > 0) return [];
      this.docsTested++;
      const below = belowGuard(filter, doc);
      if (below !== undefined) return below ? [doc] : [];
      return matcher(filter)?.(doc) === false ? [] : [doc];
    }
    const sorting = sort !== undefined && Object.keys(sort).length > 0;
    const ids = idsOnly(filter);
    if (ids !== null) {
      // The next commonest: documents by a list of ids, which match by construction.
      const found: Doc[] = [];
      for (const id of new Set(ids)) {
        const doc = this.docs.get(id);
        if (doc) found.push(doc);
      }
      this.docsTested += found.length;
      if (sorting) return sortSkipLimit(found, sort, skip, limit);
      return skip || limit ? found.slice(skip, limit ? skip + limit : undefined) : found;
    }
    const test = matcher(filter);
    if (sorting && limit) {
      const merged = this.selectByMerge(filter, test, sort, skip, limit);
      if (merged) return merged;
    }
    const candidates = planCandidates(filter, this.docs, this.indexes) ?? this.docs.values();
    // Without a sort the first matches are the answer, so the scan can stop early.
    const enough = !sorting && limit ? skip + limit : Infinity;
    const matches: Doc[] = [];
    for (const doc of candidates) {
      if (test) {
        this.docsTested++;
        if (!test(doc)) continue;
      }
      matches.push(doc);
      if (matches.length >= enough) break;
    }
    if (sorting) return sortSkipLimit(matches, sort, skip, limit);
    return skip || limit ? matches.slice(skip, limit ? skip + limit : undefined) : matches;
  }

  /**
   * A page in sort order straight from an index's sorted runs, one per key of its first field,
   * merged: a feed page of 20 looks at about 20 documents instead of every candidate. Only for
   * sorts that end on `_id` (a total order, as a full sort would give) over that index's other
   * fields; null when the plan does not apply.
   */
  private selectByMerge(filter: Filter, test: ((doc: Doc) => boolean) | null, sort: Sort, skip: number, limit: number): Doc[] | null {
    const fields = Object.keys(sort);
    if (fields[fields.length - 1] !== '_id' || skip + limit > MAX_MERGED) return null;
    const constraints = equalityConstraints(filter);
    if (constraints.has('_id')) return null;
    const index = this.indexes.find((i) => constraints.has(i.fields[0]) && fields.every((f) => f === '_id' || (f !== i.fields[0] && i.fields.includes(f))));
    if (!index) return null;
    const runs: SortedRun[] = [];
    const sortName = sortSpecName(sort);
    for (const key of constraints.get(index.fields[0])!) {
      const run = index.sortedUnder(key, sort, sortName, this.docs);
      if (!run) return null;
      runs.push(run);
    }
    // A filter on the merged field alone, with strings (which key exactly, unlike a Date and a
    // number of the same time), holds for every document of the runs.
    if (Object.keys(filter).length === 1 && onlyStrings(filter[index.fields[0]])) test = null;
    const page: Doc[] = [];
    let skipped = 0;
    mergeRuns(runs, sort, (id) => {
      const doc = this.docs.get(id);
      if (!doc) return false;
      if (test) {
        this.docsTested++;
        if (!test(doc)) return false;
      }
      if (skipped < skip) skipped++;
      else page.push(doc);
      return page.length >= limit;
    });
    return page;
  }

  private update(filter: Filter, update: Update, upsert: boolean, limit: number | undefined): UpdateResult {
    if (!onlyOperators(update)) throw new Error('update: the update document must contain only update operators');
    const { modifier, setOnInsert } = '$setOnInsert' in update ? splitSetOnInsert(update) : { modifier: update, setOnInsert: null };
    const matched = this.select(filter, { limit });
    if (matched.length === 0) {
      if (!upsert) return { matchedCount: 0, modifiedCount: 0, upsertedId: null };
      const id = idOnly(filter);
      let seed: Record<string, unknown> = id !== null ? { _id: id } : guardedId(filter) ? { _id: filter._id } : cloneValue(seedFromFilter(filter));
      const insertOps = insertModifier(modifier, setOnInsert);
      if (Object.keys(insertOps).length) {
        const simple = applySimpleUpdate(seed, insertOps, true);
        if (simple) seed = simple.doc;
        else applyUpdate(seed, insertOps, undefined, undefined, { cloneMode: 'deep' });
      }
      // A seed made from the id already has it first, as withId would put it.
      const doc = id !== null && seed._id === id ? (seed as Doc) : withId(seed);
      // A filter on the id alone found nothing under that id: no need to look again.
      this.commit([{ before: null, after: doc }], id !== null && doc._id === id);
      return { matchedCount: 0, modifiedCount: 0, upsertedId: doc._id };
    }
    const changes: Change[] = [];
    if (hasKeys(modifier)) {
      for (const before of matched) {
        const simple = applySimpleUpdate(before, modifier, false);
        let after: Doc;
        if (simple) {
          if (!simple.modified) continue;
          after = simple.doc;
        } else {
          after = cloneValue(before);
          // mingo resolves the positional `$` operator from the filter, so pass it only when needed.
          const condition = usesPositional(modifier) ? filter : undefined;
          if (applyUpdate(after, modifier, undefined, condition, { cloneMode: 'deep' }).length === 0) continue;
        }
        if (after._id !== before._id) {
          throw new Error(`Performing an update on the path '_id' would modify the immutable field '_id'`);
        }
        changes.push({ before, after });
      }
    }
    this.commit(changes);
    return { matchedCount: matched.length, modifiedCount: changes.length, upsertedId: null };
  }

  private delete(filter: Filter, limit: number | undefined): { deletedCount: number } {
    const matched = this.select(filter, { limit });
    this.commit(matched.map((before) => ({ before, after: null })));
    return { deletedCount: matched.length };
  }

  /** Applies a batch of writes all together, or none of them if one would break a constraint. */
  private commit(changes: Change[], newIdsChecked = false): void {
    if (changes.length === 0) return;
    if (!newIdsChecked) {
      for (const { before, after } of changes) {
        if (after && !before && this.docs.has(after._id)) throw new DuplicateKeyError(this.name, { _id: after._id });
      }
    }
    for (const index of this.indexes) if (index.unique && changes.some((change) => moves(index, change))) index.assertUnique(changes, this.name);
    for (const change of changes) if (change.before) for (const index of this.indexes) if (moves(index, change)) index.remove(change.before);
    // An update sets the same key again, so the document keeps its place in natural order.
    for (const { before, after } of changes) {
      if (after) this.docs.set(after._id, after);
      else if (before) this.docs.delete(before._id);
    }
    for (const change of changes) if (change.after) for (const index of this.indexes) if (moves(index, change)) index.add(change.after);
    this.changed();
  }
}

function hasKeys(object: object): boolean {
  for (const _ in object) return true;
  return false;
}

function onlyOperators(update: Update): boolean {
  let any = false;
  for (const key in update) {
    if (!key.startsWith('$')) return false;
    any = true;
  }
  return any;
}

/** The id of a filter that is exactly `{ _id: 'some id' }`, else null. */
function idOnly(filter: Filter): string | null {
  const id = filter._id;
  if (typeof id !== 'string') return null;
  for (const key in filter) if (key !== '_id') return null;
  return id;
}

/** Whether a filter is a string `_id` and conditions that seed nothing (`{ $not: ... }`), as a guarded upsert's is. */
function guardedId(filter: Filter): boolean {
  if (typeof filter._id !== 'string') return false;
  for (const key in filter) {
    if (key === '_id') continue;
    const condition = filter[key];
    if (typeof condition !== 'object' || condition === null || Object.getPrototypeOf(condition) !== Object.prototype) return false;
    for (const operator in condition) if (operator !== '$not') return false;
  }
  return true;
}

/**
 * For a filter that is exactly an id and a revision guard, `{ _id, field: { $not: { $gte: n } } }`,
 * whether `doc` (that id's) passes: without compiling a filter, as every write of a replay asks.
 * undefined for any other filter, or a field value mingo must judge.
 */
function belowGuard(filter: Filter, doc: Doc): boolean | undefined {
  let field: string | null = null;
  for (const key in filter) {
    if (key === '_id') continue;
    if (field !== null) return undefined;
    field = key;
  }
  if (field === null) return undefined;
  const condition = filter[field] as { $not?: { $gte?: unknown } } | null;
  if (typeof condition !== 'object' || condition === null || Object.getPrototypeOf(condition) !== Object.prototype) return undefined;
  const not = condition.$not;
  if (typeof not !== 'object' || not === null || Object.getPrototypeOf(not) !== Object.prototype) return undefined;
  const bound = not.$gte;
  if (typeof bound !== 'number' || Number.isNaN(bound) || Object.keys(condition).length !== 1 || Object.keys(not).length !== 1) return undefined;
  const value = doc[field];
  if (value === undefined || value === null) return true;
  return typeof value === 'number' && !Number.isNaN(value) ? value < bound : undefined;
}

/** Whether a field's condition is a string, or `$in` / `$eq` of strings only. */
function onlyStrings(condition: unknown): boolean {
  if (typeof condition === 'string') return true;
  if (typeof condition !== 'object' || condition === null || Object.getPrototypeOf(condition) !== Object.prototype) return false;
  const operators = Object.entries(condition);
  if (operators.length !== 1) return false;
  const [operator, operand] = operators[0];
  if (operator === '$eq') return typeof operand === 'string';
  return operator === '$in' && Array.isArray(operand) && operand.every((value) => typeof value === 'string');
}

/** A test for `filter` (null: every document matches): the hand-compiled one where it is certain, else mingo's. */
function matcher(filter: Filter): ((doc: Doc) => boolean) | null {
  if (Object.keys(filter).length === 0) return null;
  const simple = compileSimpleFilter(filter);
  if (!simple) {
    const query = new Query(filter);
    return (doc) => query.test(doc);
  }
  // mingo is compiled only if a document holds an array or a sub-document where it matters.
  let query: Query | null = null;
  return (doc) => {
    const known = simple(doc);
    if (known !== undefined) return known;
    query ??= new Query(filter);
    return query.test(doc);
  };
}

/**
 * Whether committing `change` moves the document within `index`. An update leaving the index's
 * fields as they were (a counter, say) does not: the same values, by identity, on top-level
 * fields give the same keys (dotted paths are not checked, so they always move).
 */
function moves(index: MemoryIndex, { before, after }: Change): boolean {
  if (!before || !after) return true;
  for (const field of index.fields) if (field.includes('.') || before[field] !== after[field]) return true;
  return false;
}

function usesPositional(modifier: Update): boolean {
  return Object.values(modifier).some((fields) => typeof fields === 'object' && fields !== null && Object.keys(fields).some((path) => /\.\$(\.|$)/.test(path)));
}
