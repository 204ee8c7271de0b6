/**
 * Copies a document so that a caller can never reach the store's own objects. Documents are
 * JSON-like (plain objects, arrays, dates), so a hand-written walk is several times faster than
 * structuredClone, which pays for generality we do not need.
 */
export function cloneValue<V>(value: V): V {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = cloneValue(value[i]);
    return out as V;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto === Object.prototype || proto === null) {
    const source = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const key in source) {
      // Plain assignment to "__proto__" would change the copy's prototype instead of copying a field.
      if (key === '__proto__') Object.defineProperty(out, key, { value: cloneValue(source[key]), enumerable: true, writable: true, configurable: true });
      else out[key] = cloneValue(source[key]);
    }
    return out as V;
  }
  if (value instanceof Date) return new Date(value.getTime()) as V;
  if (ArrayBuffer.isView(value) && 'slice' in value) return (value as unknown as Uint8Array).slice() as V;
  // RegExp and other exotic values are treated as immutable.
  return value;
}
