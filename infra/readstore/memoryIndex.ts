import { resolve } from 'mingo/util';
import { DuplicateKeyError, type Doc, type IndexSpec } from '../../projections/readStore';
import { keyListAt, keysAt, type IndexKey } from './indexKeys';
import { buildRun, type SortedRun } from './sortedRuns';
import { addToIds, idCount, idList, levelDelete, levelGet, levelPut, levelSize, levelValues, removeFromIds, type Ids, type Level } from './indexLevel';

// A run is rebuilt at the next read after any of its documents moves, so a key holding very many
// costs a long sort then; past this many, pages sort their candidates instead. A popular hashtag's
// posts (tens of thousands) still get a run: without one every page of it sorts them all.
const MAX_RUN = 50_000;

/** One write to commit: an insert has no `before`, a delete no `after`. */
export type Change = { before: Doc | null; after: Doc | null };

export function defaultIndexName(keys: IndexSpec['keys']): string {
  return Object.entries(keys)
    .map(([field, direction]) => `${field}_${direction}`)
    .join('_');
}

/**
 * A secondary index: a tree with one level per field, so a compound index answers lookups on
 * its first field (a subtree) and on all its fields (a leaf) without building string keys.
 */
export class MemoryIndex {
  readonly name: string;
  readonly fields: string[];
  readonly unique: boolean;
  private root: Level = new Map();
  private readonly last: number;
  /** Per sort, per first-field key: that key's ids in sort order, dropped when one of them moves. */
  private readonly runs = new Map<string, Map<IndexKey, SortedRun>>();

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.keys(spec.keys);
    this.name = spec.name ?? defaultIndexName(spec.keys);
    this.unique = spec.unique ?? false;
    this.last = this.fields.length - 1;
  }

  add(doc: Doc): void {
    this.forgetRuns(doc);
    this.root = this.insert(this.root, doc, 0);
  }

  remove(doc: Doc): void {
    this.forgetRuns(doc);
    this.delete(this.root, doc, 0);
  }

  /**
   * The ids under `firstKey` (on the first field), sorted by `sort` (named `sortName`), kept
   * until a document under that key is added, removed or moved. The caller makes sure that `sort`
   * reads only this index's fields and `_id`, which an update that does not move the document
   * leaves as they were.
   */
  sortedUnder(firstKey: IndexKey, sort: Record<string, 1 | -1>, sortName: string, docs: Map<string, Doc>): SortedRun | null {
    let perKey = this.runs.get(sortName);
    if (!perKey) {
      perKey = new Map();
      this.runs.set(sortName, perKey);
    }
    let run = perKey.get(firstKey);
    if (!run) {
      const ids = new Set<string>();
      if (collectIds(levelGet(this.root, firstKey), this.last, ids, MAX_RUN)) return null;
      run = buildRun(ids, docs, sort);
      perKey.set(firstKey, run);
    }
    return run;
  }

  private forgetRuns(doc: Doc): void {
    if (this.runs.size === 0) return;
    for (const key of keyListAt(doc, this.fields[0])) for (const perKey of this.runs.values()) perKey.delete(key);
  }

  /**
   * Ids having one of `keys` on the first field (a superset of the matches, to be tested), or
   * null as soon as there are more than `cap`, when the caller already has a better plan.
   */
  lookupFirst(keys: IndexKey[], cap = Infinity): Set<string> | null {
    const out = new Set<string>();
    for (const key of keys) if (collectIds(levelGet(this.root, key), this.last, out, cap)) return null;
    return out;
  }

  /** Ids having one of these combinations of keys, one key per field. */
  lookupAll(combinations: IndexKey[][]): Set<string> {
    const out = new Set<string>();
    for (const path of combinations) for (const id of idList(this.leaf(path))) out.add(id);
    return out;
  }

  /** How many ids lookupAll would return. */
  countAll(combinations: IndexKey[][]): number {
    return combinations.reduce<number>((total, path) => total + idCount(this.leaf(path)), 0);
  }

  /** Throws DuplicateKeyError if committing `changes` would break this (unique) index. */
  assertUnique(changes: Change[], collection: string): void {
    if (!this.unique) return;
    // Ids whose current keys are about to be replaced or deleted no longer hold them.
    const leaving = new Set<string>();
    for (const change of changes) if (change.before) leaving.add(change.before._id);
    const claimed = new Map<string, string>();
    for (const { after } of changes) {
      if (!after) continue;
      for (const path of this.paths(after)) {
        const id = JSON.stringify(path);
        const claimant = claimed.get(id);
        if (claimant !== undefined && claimant !== after._id) throw this.duplicate(collection, after);
        claimed.set(id, after._id);
        for (const owner of idList(this.leaf(path))) {
          if (owner !== after._id && !leaving.has(owner)) throw this.duplicate(collection, after);
        }
      }
    }
  }

  /** Adds `doc` under `level` (at field `depth`); returns the level to keep in its place. */
  private insert(level: Level, doc: Doc, depth: number): Level {
    const keys = keysAt(doc, this.fields[depth]);
    if (!Array.isArray(keys)) return this.insertKey(level, keys, doc, depth);
    for (const key of keys) level = this.insertKey(level, key, doc, depth);
    return level;
  }

  private insertKey(level: Level, key: IndexKey, doc: Doc, depth: number): Level {
    const current = levelGet(level, key);
    if (depth === this.last) {
      const ids = addToIds(current as Ids | undefined, doc._id);
      return ids === current ? level : levelPut(level, key, ids);
    }
    const next = this.insert((current as Level | undefined) ?? [], doc, depth + 1);
    return next === current ? level : levelPut(level, key, next);
  }

  private delete(level: Level, doc: Doc, depth: number): void {
    for (const key of keyListAt(doc, this.fields[depth])) {
      const current = levelGet(level, key);
      if (current === undefined) continue;
      if (depth === this.last) {
        const ids = removeFromIds(current as Ids, doc._id);
        if (ids === undefined) levelDelete(level, key);
        else if (ids !== current) levelPut(level, key, ids);
      } else {
        this.delete(current as Level, doc, depth + 1);
        if (levelSize(current as Level) === 0) levelDelete(level, key);
      }
    }
  }

  private leaf(path: IndexKey[]): Ids | undefined {
    let node: unknown = this.root;
    for (const key of path) {
      if (node === undefined) return undefined;
      node = levelGet(node as Level, key);
    }
    return node as Ids | undefined;
  }

  /** Every combination of keys the document has, one key per field. */
  private paths(doc: Doc): IndexKey[][] {
    let paths: IndexKey[][] = [[]];
    for (const field of this.fields) {
      const keys = keyListAt(doc, field);
      paths = paths.flatMap((prefix) => keys.map((key) => [...prefix, key]));
    }
    return paths;
  }

  private duplicate(collection: string, doc: Doc): DuplicateKeyError {
    const key = Object.fromEntries(this.fields.map((field) => [field, resolve(doc, field) ?? null]));
    return new DuplicateKeyError(collection, key);
  }
}

/** Adds the ids under `node` (`depth` levels above the leaves) to `out`; true once past `cap`. */
function collectIds(node: unknown, depth: number, out: Set<string>, cap: number): boolean {
  if (node === undefined) return false;
  if (depth === 0) {
    for (const id of idList(node as Ids)) out.add(id);
    return out.size > cap;
  }
  for (const child of levelValues(node as Level)) if (collectIds(child, depth - 1, out, cap)) return true;
  return false;
}
