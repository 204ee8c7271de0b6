import { cloneValue } from './clone';

/**
 * A stored document as handed to a reader. Stored documents are never changed in place (a write
 * replaces them), so a reader may have the stored object itself once it is frozen, deeply, which
 * saves a copy per document read. Freezing happens at the first read of each version. A document
 * holding a Date or binary data, which freezing cannot protect, is copied instead.
 */
export function shared<V>(doc: V): V {
  if (Object.isFrozen(doc)) return doc;
  return freezable(doc) ? deepFreeze(doc) : cloneValue(doc);
}

function freezable(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return true;
  if (Array.isArray(value)) return value.every(freezable);
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  for (const key in value) if (!freezable((value as Record<string, unknown>)[key])) return false;
  return true;
}

function deepFreeze<V>(value: V): V {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) for (const item of value) deepFreeze(item);
  else for (const key in value) deepFreeze((value as Record<string, unknown>)[key]);
  return Object.freeze(value);
}
