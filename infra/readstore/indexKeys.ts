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
  // The NUL prefix keeps encoded non-primitives apart from any realistic string value.
  if (value instanceof Date) return `\u0000d${value.getTime()}`;
  return `\u0000j${JSON.stringify(value)}`;
}

/** Values that a primitive equality query can be answered with from an index. */
export function isIndexableQueryValue(value: unknown): boolean {
  return value === null || value instanceof Date || ['string', 'number', 'boolean'].includes(typeof value);
}

/** Every key a document has at `path` (several when an array is on the path). */
export function keysAt(doc: unknown, path: string): IndexKey[] {
  if (!path.includes('.')) return leafKeys((doc as Record<string, unknown>)[path]);
  const values: unknown[] = [];
  collect(doc, path.split('.'), 0, values);
  const keys: IndexKey[] = [];
  for (const value of values) for (const key of leafKeys(value)) keys.push(key);
  return keys.length ? keys : [null];
}

function leafKeys(value: unknown): IndexKey[] {
  if (!Array.isArray(value)) return [keyOf(value)];
  if (value.length === 0) return [null];
  return Array.from(new Set(value.map(keyOf)));
}

function collect(value: unknown, parts: string[], at: number, out: unknown[]): void {
  if (at === parts.length) return void out.push(value);
  if (Array.isArray(value)) {
    const part = parts[at];
    if (/^\d+$/.test(part)) return collect(value[Number(part)], parts, at + 1, out);
    for (const element of value) collect(element, parts, at, out);
    return;
  }
  if (value === null || typeof value !== 'object') return void out.push(null);
  collect((value as Record<string, unknown>)[parts[at]], parts, at + 1, out);
}

/** The compound keys of a document: the cartesian product of its keys on each field. */
export function compoundKeys(doc: unknown, fields: string[]): string[] {
  let partial: IndexKey[][] = [[]];
  for (const field of fields) {
    const next: IndexKey[][] = [];
    for (const key of keysAt(doc, field)) for (const prefix of partial) next.push([...prefix, key]);
    partial = next;
  }
  return partial.map((parts) => JSON.stringify(parts));
}
