import { compare, resolve } from 'mingo/util';
import type { Doc, Sort } from '../../projections/readStore';

type Keyed = { doc: Doc; keys: unknown[] };

/**
 * Sorts, then skips and limits, in MongoDB's order of types (mingo's compare). When only the
 * first few are wanted, keeps a bounded sorted window instead of sorting every match.
 */
export function sortSkipLimit(docs: Doc[], sort: Sort, skip: number, limit: number | undefined): Doc[] {
  const fields = Object.entries(sort);
  const keyed = (doc: Doc): Keyed => ({ doc, keys: fields.map(([path, direction]) => sortKey(doc, path, direction)) });
  const order = (a: Keyed, b: Keyed): number => {
    for (let i = 0; i < fields.length; i++) {
      const c = compareKeys(a.keys[i], b.keys[i]);
      if (c !== 0) return c * fields[i][1];
    }
    return 0;
  };
  const wanted = limit ? skip + limit : Infinity;
  let sorted: Keyed[];
  if (wanted < docs.length / 2) {
    sorted = [];
    for (const doc of docs) {
      const item = keyed(doc);
      if (sorted.length === wanted && order(item, sorted[wanted - 1]) >= 0) continue;
      sorted.splice(upperBound(sorted, item, order), 0, item);
      if (sorted.length > wanted) sorted.pop();
    }
  } else {
    sorted = docs.map(keyed).sort(order);
  }
  return sorted.slice(skip, wanted).map((item) => item.doc);
}

// mingo compares two strings or two numbers with < and >; doing so here first skips its type
// dispatch, most of a feed's sorting time. Anything else goes to mingo.
export function compareKeys(a: unknown, b: unknown): number {
  const type = typeof a;
  if (type === typeof b && (type === 'string' || type === 'number')) return (a as string) < (b as string) ? -1 : (a as string) > (b as string) ? 1 : 0;
  return compare(a, b);
}

// After any equal items, so that the window keeps the same order a stable sort would.
function upperBound(items: Keyed[], item: Keyed, order: (a: Keyed, b: Keyed) => number): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (order(item, items[mid]) < 0) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

// MongoDB sorts missing like null, and an array by its smallest (ascending) or largest element.
export function sortKey(doc: Doc, path: string, direction: 1 | -1): unknown {
  const value = path.includes('.') ? resolve(doc, path) : doc[path];
  if (value === undefined) return null;
  if (!Array.isArray(value) || value.length === 0) return value;
  return value.reduce((best, v) => (compare(v, best) * direction > 0 ? v : best));
}
