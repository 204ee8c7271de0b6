/**
 * Index keys: what a document contributes to an index, following MongoDB's rules closely enough
 * for lookups and unique constraints: a missing field indexes as null, an array indexes each of
 * its elements (multikey), and a dotted path fans out through arrays of sub-documents.
 */
export type IndexKey = string | number | boolean | null;

/** A value as a Map key. 1 and '1' stay distinct; Dates and sub-documents compare by content. */
export function keyOf(value: unknown): IndexKey {
  if (value === undefined || value === null) return null;
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
      return value;
    case 'bigint':
      return Number(value);
  }
  // A Date keys as its time: no string to build per document. It shares keys with equal
  // numbers, which only adds candidates that the query then rejects (and a unique index
  // would see Date(5) and 5 as equal, which no real field mixes).
  if (value instanceof Date) return value.getTime();
  // The NUL prefix keeps encoded sub-documents apart from any realistic string value.
  return `\u0000j${JSON.stringify(value)}`;
}

/** Values that a primitive equality query can be answered with from an index. */
export function isIndexableQueryValue(value: unknown): boolean {
  return value === null || value instanceof Date || ['string', 'number', 'boolean'].includes(typeof value);
}

/**
 * The key a document has at `path`, or its keys when an array is on the path. A single key is
 * returned bare because this runs for every document of every index when a snapshot loads.
 */
export function keysAt(doc: unknown, path: string): IndexKey | IndexKey[] {
  if (!path.includes('.')) return leafKeys((doc as Record<string, unknown>)[path]);
  const values: unknown[] = [];
  collect(doc, path.split('.'), 0, values);
  if (values.length === 1) return leafKeys(values[0]);
  const keys = new Set<IndexKey>();
  for (const value of values) {
    const found = leafKeys(value);
    if (Array.isArray(found)) for (const key of found) keys.add(key);
    else keys.add(found);
  }
  return keys.size === 0 ? null : Array.from(keys);
}

/** keysAt, always as a list. */
export function keyListAt(doc: unknown, path: string): IndexKey[] {
  const keys = keysAt(doc, path);
  return Array.isArray(keys) ? keys : [keys];
}

function leafKeys(value: unknown): IndexKey | IndexKey[] {
  if (!Array.isArray(value)) return keyOf(value);
  if (value.length === 0) return null;
  return value.length === 1 ? keyOf(value[0]) : Array.from(new Set(value.map(keyOf)));
}

function collect(value: unknown, parts: string[], at: number, out: unknown[]): void {
  if (at === parts.length) return void out.push(value);
  if (Array.isArray(value)) {
    const part = parts[at];
    if (/^\d+$/.test(part)) {
      collect(value[Number(part)], parts, at + 1, out);
      return;
    }
    for (const element of value) collect(element, parts, at, out);
    return;
  }
  if (value === null || typeof value !== 'object') return void out.push(null);
  collect((value as Record<string, unknown>)[parts[at]], parts, at + 1, out);
}
