import type { Doc, Filter } from '../../projections/readStore';
import { isIndexableQueryValue, keyOf, type IndexKey } from './indexKeys';
import type { MemoryIndex } from './memoryIndex';

// Past this many compound combinations ($in on several fields) a scan of the first field is cheaper.
const MAX_COMBINATIONS = 1000;

/**
 * Equality constraints every match must satisfy: top-level `field: value`, `{ $eq: value }` and
 * `{ $in: [...] }` on primitive values, also inside a top-level `$and`. Each maps a path to the
 * keys one of which the document must have there.
 */
export function equalityConstraints(filter: Filter, out = new Map<string, IndexKey[]>()): Map<string, IndexKey[]> {
  for (const [path, condition] of Object.entries(filter)) {
    if (path === '$and' && Array.isArray(condition)) {
      for (const part of condition) if (part && typeof part === 'object') equalityConstraints(part as Filter, out);
      continue;
    }
    if (path.startsWith('$') || out.has(path)) continue;
    const values = acceptedValues(condition);
    if (values) out.set(path, values.map(keyOf));
  }
  return out;
}

function acceptedValues(condition: unknown): unknown[] | null {
  if (isIndexableQueryValue(condition)) return [condition];
  if (typeof condition !== 'object' || condition === null || Array.isArray(condition)) return null;
  const operators = condition as Record<string, unknown>;
  if ('$eq' in operators && isIndexableQueryValue(operators.$eq)) return [operators.$eq];
  if (Array.isArray(operators.$in) && operators.$in.every(isIndexableQueryValue)) return operators.$in;
  return null;
}

/**
 * The documents worth testing against `filter`, taken from the `_id` map or the most selective
 * index; null when no index applies and the caller has to scan.
 */
export function planCandidates(filter: Filter, docs: Map<string, Doc>, indexes: MemoryIndex[]): Doc[] | null {
  const constraints = equalityConstraints(filter);
  if (constraints.size === 0) return null;
  const ids = constraints.get('_id');
  if (ids) return fetch(new Set(ids.filter((id): id is string => typeof id === 'string')), docs);

  let best: { cost: number; ids: () => Iterable<string> } | null = null;
  for (const index of indexes) {
    const first = constraints.get(index.fields[0]);
    if (!first) continue;
    const combos = combinations(index.fields.map((field) => constraints.get(field)));
    if (combos) {
      const cost = index.countAll(combos);
      if (best === null || cost < best.cost) best = { cost, ids: () => index.lookupAll(combos) };
    } else {
      const found = index.lookupFirst(first, best ? best.cost - 1 : Infinity);
      if (found) best = { cost: found.size, ids: () => found };
    }
    if (best?.cost === 0) break;
  }
  return best ? fetch(best.ids(), docs) : null;
}

function combinations(perField: (IndexKey[] | undefined)[]): IndexKey[][] | null {
  let out: IndexKey[][] = [[]];
  for (const keys of perField) {
    if (!keys) return null;
    out = out.flatMap((prefix) => keys.map((key) => [...prefix, key]));
    if (out.length > MAX_COMBINATIONS) return null;
  }
  return out;
}

function fetch(ids: Iterable<string>, docs: Map<string, Doc>): Doc[] {
  const out: Doc[] = [];
  for (const id of ids) {
    const doc = docs.get(id);
    if (doc) out.push(doc);
  }
  return out;
}
