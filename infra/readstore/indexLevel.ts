import type { IndexKey } from './indexKeys';

/**
 * The building blocks of an index tree. A level maps keys to values; while it holds only a few
 * keys it is a flat [key, value, key, value, ...] array, which is several times cheaper to
 * create and fill than a Map: a compound index on (postId, userId) has one inner level per post.
 */
export type Level = Map<IndexKey, unknown> | unknown[];
/** The ids under one full key: usually one, sometimes a few, rarely many. */
export type Ids = string | string[] | Set<string>;

const SMALL = 16;

const same = (a: unknown, b: unknown) => a === b || Object.is(a, b); // SameValueZero, as Map: NaN is NaN, 0 is -0

export function levelGet(level: Level, key: IndexKey): unknown {
  if (!Array.isArray(level)) return level.get(key);
  for (let i = 0; i < level.length; i += 2) if (same(level[i], key)) return level[i + 1];
  return undefined;
}

/** Sets `key`; returns the level to keep, which is a new Map when a small level outgrows itself. */
export function levelPut(level: Level, key: IndexKey, value: unknown): Level {
  if (!Array.isArray(level)) return level.set(key, value);
  for (let i = 0; i < level.length; i += 2) {
    if (same(level[i], key)) {
      level[i + 1] = value;
      return level;
    }
  }
  if (level.length < SMALL * 2) {
    level.push(key, value);
    return level;
  }
  const map = new Map<IndexKey, unknown>();
  for (let i = 0; i < level.length; i += 2) map.set(level[i] as IndexKey, level[i + 1]);
  return map.set(key, value);
}

export function levelDelete(level: Level, key: IndexKey): void {
  if (!Array.isArray(level)) return void level.delete(key);
  for (let i = 0; i < level.length; i += 2) if (same(level[i], key)) return void level.splice(i, 2);
}

export function levelSize(level: Level): number {
  return Array.isArray(level) ? level.length / 2 : level.size;
}

export function levelValues(level: Level): Iterable<unknown> {
  return Array.isArray(level) ? level.filter((_, i) => i % 2 === 1) : level.values();
}

export function addToIds(ids: Ids | undefined, id: string): Ids {
  if (ids === undefined) return id;
  if (typeof ids === 'string') return ids === id ? ids : [ids, id];
  if (Array.isArray(ids)) {
    if (!ids.includes(id)) ids.push(id);
    return ids.length > SMALL ? new Set(ids) : ids;
  }
  return ids.add(id);
}

/** The ids without `id`, or undefined when none remain. */
export function removeFromIds(ids: Ids | undefined, id: string): Ids | undefined {
  if (ids === undefined || ids === id) return undefined;
  if (typeof ids === 'string') return ids;
  if (Array.isArray(ids)) {
    const at = ids.indexOf(id);
    if (at >= 0) ids.splice(at, 1);
    return ids.length ? ids : undefined;
  }
  ids.delete(id);
  return ids.size ? ids : undefined;
}

export function idCount(ids: Ids | undefined): number {
  if (ids === undefined) return 0;
  if (typeof ids === 'string') return 1;
  return Array.isArray(ids) ? ids.length : ids.size;
}

export function idList(ids: Ids | undefined): Iterable<string> {
  return ids === undefined ? [] : typeof ids === 'string' ? [ids] : ids;
}
