import { randomBytes } from 'node:crypto';
import type { Doc, Filter, Update } from '../../projections/readStore';

let counter = randomBytes(3).readUIntBE(0, 3);
const processBytes = randomBytes(5).toString('hex');

/** A new id shaped like a MongoDB ObjectId (24 hex digits, time first), kept as a string. */
export function newObjectId(): string {
  counter = (counter + 1) % 0xffffff;
  const time = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return time + processBytes + counter.toString(16).padStart(6, '0');
}

/**
 * The document MongoDB starts an upsert from: the filter's equality fields (top level and inside
 * `$and`), dotted paths expanded into sub-documents. Operator conditions contribute nothing.
 */
export function seedFromFilter(filter: Filter, seed: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [path, condition] of Object.entries(filter)) {
    if (path === '$and' && Array.isArray(condition)) {
      for (const part of condition) if (part && typeof part === 'object') seedFromFilter(part as Filter, seed);
      continue;
    }
    if (path.startsWith('$')) continue;
    if (isOperatorObject(condition)) {
      const ops = condition as Record<string, unknown>;
      if ('$eq' in ops) setPath(seed, path, ops.$eq);
      continue;
    }
    setPath(seed, path, condition);
  }
  return seed;
}

/** Separates `$setOnInsert`, which mingo does not know, from the rest of the update. */
export function splitSetOnInsert(update: Update): { modifier: Update; setOnInsert: Record<string, unknown> | null } {
  const { $setOnInsert, ...modifier } = update;
  return { modifier, setOnInsert: ($setOnInsert as Record<string, unknown> | undefined) ?? null };
}

/** The modifier applied to a freshly seeded document: `$setOnInsert` becomes part of `$set`. */
export function insertModifier(modifier: Update, setOnInsert: Record<string, unknown> | null): Update {
  if (!setOnInsert) return modifier;
  return { ...modifier, $set: { ...(modifier.$set as Record<string, unknown> | undefined), ...setOnInsert } };
}

/** Puts `_id` first, as MongoDB does, generating one when neither filter nor update gave it. */
export function withId(doc: Record<string, unknown>): Doc {
  const { _id, ...rest } = doc;
  return { _id: _id === undefined ? newObjectId() : (_id as string), ...rest };
}

function isOperatorObject(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || value instanceof Date) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => key.startsWith('$'));
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (typeof next !== 'object' || next === null) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1]] = value;
}
