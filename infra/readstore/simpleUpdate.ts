import type { Update } from '../../projections/readStore';
import { cloneValue } from './clone';

type Fields = Record<string, unknown>;

/**
 * `$set`, `$inc` and `$unset` on top-level fields, done by hand on a shallow copy. Why: mingo's
 * update builds its operator tables on every call (over 100 µs), the largest cost of a replay.
 * A shallow copy is enough because stored documents are never mutated: a write replaces them.
 * Returns null whenever mingo must do it (dotted or positional paths, other operators, one field
 * under two operators, a value that is not JSON (a date), `$inc` on a field that is not a number),
 * so mingo stays the reference for everything else. An array or object is compared by value, as
 * MongoDB does, to tell whether the write changed anything.
 */
export function applySimpleUpdate<D extends Fields>(doc: D, modifier: Update, inserting: boolean): { doc: D; modified: boolean } | null {
  let operators = 0;
  for (const operator in modifier) {
    operators++;
    const fields = modifier[operator];
    if ((operator !== '$set' && operator !== '$inc' && operator !== '$unset') || !isFields(fields)) return null;
    for (const key in fields) {
      const value = fields[key];
      if (!isPlainKey(key) || value === undefined) return null;
      if (operator === '$inc' && (!isNumber(value) || !(doc[key] === undefined || isNumber(doc[key])))) return null;
      // On an insert nothing is compared, so any value may be copied in.
      if (operator === '$set' && !inserting && !isJson(value)) return null;
    }
  }
  if (operators > 1 && sharesAField(modifier)) return null;

  const out: Fields = { ...doc };
  let modified = false;
  for (const operator in modifier) {
    const fields = modifier[operator] as Fields;
    for (const key in fields) {
      const value = fields[key];
      if (operator === '$set') {
        if (Object.hasOwn(out, key) && sameJson(out[key], value)) continue;
        out[key] = cloneValue(value);
      } else if (operator === '$inc') {
        const next = ((out[key] as number | undefined) ?? 0) + (value as number);
        if (next === out[key]) continue;
        out[key] = next;
      } else {
        if (!Object.hasOwn(out, key)) continue;
        const previous = out[key];
        delete out[key];
        if (previous === undefined) continue;
      }
      modified = true;
    }
  }
  return { doc: out as D, modified };
}

function sharesAField(modifier: Update): boolean {
  const seen = new Set<string>();
  for (const operator in modifier) {
    for (const key in modifier[operator] as Fields) {
      if (seen.has(key)) return true;
      seen.add(key);
    }
  }
  return false;
}

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPlainKey(key: string): boolean {
  return key !== '' && key !== '__proto__' && !key.startsWith('$') && !key.includes('.');
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && !Number.isNaN(value);
}

function isScalar(value: unknown): boolean {
  return value === null || typeof value === 'string' || typeof value === 'boolean' || isNumber(value);
}

/** A scalar, or an array or plain object of JSON values. */
function isJson(value: unknown): boolean {
  if (isScalar(value)) return true;
  if (Array.isArray(value)) return value.every(isJson);
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return false;
  for (const key in value) if (!isPlainKey(key) || !isJson((value as Fields)[key])) return false;
  return true;
}

/** Whether a stored value equals a JSON value (`isJson`), field order included, as MongoDB compares documents. */
function sameJson(stored: unknown, value: unknown): boolean {
  if (stored === value) return true;
  if (Array.isArray(value)) return Array.isArray(stored) && stored.length === value.length && value.every((v, i) => sameJson(stored[i], v));
  if (typeof value !== 'object' || value === null || typeof stored !== 'object' || stored === null || Array.isArray(stored)) return false;
  if (Object.getPrototypeOf(stored) !== Object.prototype) return false;
  const keys = Object.keys(value);
  const storedKeys = Object.keys(stored);
  return keys.length === storedKeys.length && keys.every((key, i) => storedKeys[i] === key && sameJson((stored as Fields)[key], (value as Fields)[key]));
}
