type Entry = { key: number; postId: string; text: string };

/**
 * Text too short for a trigram index (one or two characters), matched by scanning lower-cased
 * texts newest first until a page is full. Entries are kept in ascending key order; most new
 * posts are the newest, so an insert is usually an append.
 */
export class ShortTextScan {
  private entries: Entry[] = [];
  private sorted = true;

  add(key: number, postId: string, text: string): void {
    const entry = { key, postId, text };
    const last = this.entries.at(-1);
    if (!this.sorted || last === undefined || key > last.key) this.entries.push(entry);
    else this.entries.splice(this.indexAbove(key), 0, entry);
  }

  remove(key: number): void {
    const at = this.sorted ? this.indexAbove(key) - 1 : this.entries.findIndex((e) => e.key === key);
    if (at >= 0 && this.entries[at].key === key) this.entries.splice(at, 1);
  }

  /** Before a bulk load that adds entries in any order. */
  unsorted(): void {
    this.sorted = false;
  }

  /** After that bulk load. */
  sort(): void {
    this.entries.sort((a, b) => a.key - b.key);
    this.sorted = true;
  }

  find(text: string, before: number, limit: number): { key: number; post_id: string }[] {
    const out: { key: number; post_id: string }[] = [];
    for (let i = this.indexAbove(before - 1) - 1; i >= 0 && out.length < limit; i--) {
      const entry = this.entries[i];
      if (entry.text.includes(text)) out.push({ key: entry.key, post_id: entry.postId });
    }
    return out;
  }

  clear(): void {
    this.entries = [];
    this.sorted = true;
  }

  /** The index of the first entry whose key is greater than `key`. */
  private indexAbove(key: number): number {
    let lo = 0;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.entries[mid].key <= key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
