import type { Doc, Sort } from '../../projections/readStore';
import { compareKeys, sortKey } from './sortDocs';

/** Ids in sort order, each beside its sort keys (which only an index move can change). */
export type SortedRun = { ids: string[]; keys: unknown[][] };

export function sortSpecName(sort: Sort): string {
  return Object.entries(sort)
    .map(([field, direction]) => `${field}:${direction}`)
    .join(',');
}

/** `ids` sorted by `sort`; the sort must end on `_id`, so that the order is total. */
export function buildRun(ids: Iterable<string>, docs: Map<string, Doc>, sort: Sort): SortedRun {
  const fields = Object.entries(sort);
  const items: { id: string; keys: unknown[] }[] = [];
  for (const id of ids) {
    const doc = docs.get(id);
    if (doc) items.push({ id, keys: fields.map(([path, direction]) => sortKey(doc, path, direction)) });
  }
  const directions = Object.values(sort);
  items.sort((a, b) => compareRunKeys(a.keys, b.keys, directions));
  return { ids: items.map((item) => item.id), keys: items.map((item) => item.keys) };
}

/** Compares two runs' keys by the sort's directions (`Object.values(sort)`). */
export function compareRunKeys(a: unknown[], b: unknown[], directions: number[]): number {
  for (let i = 0; i < directions.length; i++) {
    const c = compareKeys(a[i], b[i]);
    if (c !== 0) return c * directions[i];
  }
  return 0;
}

/**
 * Walks several sorted runs as one sorted sequence (a k-way merge on a binary heap), handing
 * each id to `take` until it answers true (enough). An id found in several runs is given once.
 */
export function mergeRuns(runs: SortedRun[], sort: Sort, take: (id: string) => boolean): void {
  const heads = runs.filter((run) => run.ids.length > 0).map((run) => ({ run, at: 0 }));
  type Head = (typeof heads)[number];
  const directions = Object.values(sort);
  const before = (a: Head, b: Head) => compareRunKeys(a.run.keys[a.at], b.run.keys[b.at], directions) < 0;
  const siftDown = (i: number) => {
    for (;;) {
      const left = 2 * i + 1;
      if (left >= heads.length) return;
      const child = left + 1 < heads.length && before(heads[left + 1], heads[left]) ? left + 1 : left;
      if (!before(heads[child], heads[i])) return;
      [heads[i], heads[child]] = [heads[child], heads[i]];
      i = child;
    }
  };
  for (let i = (heads.length >> 1) - 1; i >= 0; i--) siftDown(i);
  const given = runs.length > 1 ? new Set<string>() : null;
  while (heads.length > 0) {
    const head = heads[0];
    const id = head.run.ids[head.at];
    if (!given?.has(id)) {
      given?.add(id);
      if (take(id)) return;
    }
    if (++head.at === head.run.ids.length) {
      const last = heads.pop()!;
      if (heads.length === 0) return;
      heads[0] = last;
    }
    siftDown(0);
  }
}
