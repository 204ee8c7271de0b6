import { resolve } from 'mingo/util';
import { DuplicateKeyError, type Doc, type IndexSpec } from '../../projections/readStore';
import { compoundKeys, keysAt, type IndexKey } from './indexKeys';

/** One write to commit: an insert has no `before`, a delete no `after`. */
export type Change = { before: Doc | null; after: Doc | null };

// Most keys belong to a single document; keeping a bare id instead of a one-element Set saves
// a lot of memory and load time on large collections.
type Ids = string | Set<string>;

export function defaultIndexName(keys: IndexSpec['keys']): string {
  return Object.entries(keys)
    .map(([field, direction]) => `${field}_${direction}`)
    .join('_');
}

/**
 * A secondary index. Every index answers lookups on its first field; a compound index also
 * answers lookups on all of its fields at once, which is what its unique constraint checks.
 */
export class MemoryIndex {
  readonly name: string;
  readonly fields: string[];
  readonly unique: boolean;
  private readonly byFirst = new Map<IndexKey, Ids>();
  private readonly byAll: Map<IndexKey, Ids> | null;

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.keys(spec.keys);
    this.name = spec.name ?? defaultIndexName(spec.keys);
    this.unique = spec.unique ?? false;
    this.byAll = this.fields.length > 1 ? new Map() : null;
  }

  add(doc: Doc): void {
    for (const key of keysAt(doc, this.fields[0])) addId(this.byFirst, key, doc._id);
    if (this.byAll) for (const key of compoundKeys(doc, this.fields)) addId(this.byAll, key, doc._id);
  }

  remove(doc: Doc): void {
    for (const key of keysAt(doc, this.fields[0])) removeId(this.byFirst, key, doc._id);
    if (this.byAll) for (const key of compoundKeys(doc, this.fields)) removeId(this.byAll, key, doc._id);
  }

  /** Ids having one of `keys` on the first field (a superset of the matches, to be tested). */
  lookupFirst(keys: IndexKey[]): Iterable<string> {
    return lookup(this.byFirst, keys);
  }

  /** Ids having one of these keys on all fields, each key given as the list of field keys. */
  lookupAll(keys: IndexKey[][]): Iterable<string> {
    return this.byAll ? lookup(this.byAll, keys.map((parts) => JSON.stringify(parts))) : this.lookupFirst(keys.map((k) => k[0]));
  }

  /** How many ids lookupFirst would return, to pick the most selective index. */
  estimateFirst(keys: IndexKey[]): number {
    return keys.reduce<number>((total, key) => total + size(this.byFirst.get(key)), 0);
  }

  /** How many ids lookupAll would return. */
  estimateAll(keys: IndexKey[][]): number {
    if (!this.byAll) return this.estimateFirst(keys.map((k) => k[0]));
    const byAll = this.byAll;
    return keys.reduce<number>((total, parts) => total + size(byAll.get(JSON.stringify(parts))), 0);
  }

  /** Throws DuplicateKeyError if committing `changes` would break this (unique) index. */
  assertUnique(changes: Change[], collection: string): void {
    if (!this.unique) return;
    // Ids whose current keys are about to be replaced or deleted no longer hold them.
    const leaving = new Set<string>();
    for (const change of changes) if (change.before) leaving.add(change.before._id);
    const claimed = new Map<IndexKey, string>();
    for (const { after } of changes) {
      if (!after) continue;
      for (const key of this.uniqueKeys(after)) {
        const claimant = claimed.get(key);
        if (claimant !== undefined && claimant !== after._id) throw this.duplicate(collection, after);
        claimed.set(key, after._id);
        for (const owner of ids(this.uniqueMap().get(key))) {
          if (owner !== after._id && !leaving.has(owner)) throw this.duplicate(collection, after);
        }
      }
    }
  }

  private uniqueMap(): Map<IndexKey, Ids> {
    return this.byAll ?? this.byFirst;
  }

  private uniqueKeys(doc: Doc): IndexKey[] {
    return this.byAll ? compoundKeys(doc, this.fields) : keysAt(doc, this.fields[0]);
  }

  private duplicate(collection: string, doc: Doc): DuplicateKeyError {
    const key = Object.fromEntries(this.fields.map((field) => [field, resolve(doc, field) ?? null]));
    return new DuplicateKeyError(collection, key);
  }
}

function addId(map: Map<IndexKey, Ids>, key: IndexKey, id: string): void {
  const current = map.get(key);
  if (current === undefined) map.set(key, id);
  else if (typeof current === 'string') {
    if (current !== id) map.set(key, new Set([current, id]));
  } else current.add(id);
}

function removeId(map: Map<IndexKey, Ids>, key: IndexKey, id: string): void {
  const current = map.get(key);
  if (current === undefined) return;
  if (typeof current === 'string') {
    if (current === id) map.delete(key);
  } else {
    current.delete(id);
    if (current.size === 0) map.delete(key);
  }
}

function size(entry: Ids | undefined): number {
  return entry === undefined ? 0 : typeof entry === 'string' ? 1 : entry.size;
}

function ids(entry: Ids | undefined): Iterable<string> {
  return entry === undefined ? [] : typeof entry === 'string' ? [entry] : entry;
}

function lookup(map: Map<IndexKey, Ids>, keys: IndexKey[]): Iterable<string> {
  if (keys.length === 1) return ids(map.get(keys[0]));
  const union = new Set<string>();
  for (const key of keys) for (const id of ids(map.get(key))) union.add(id);
  return union;
}
