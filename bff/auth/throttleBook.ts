/** One key's failed attempts: how many in the window since `since`, and its lock (ended at `lockedUntil`, the `locks`th in a row). */
export type ThrottleCounter = { failures: number; since: number; lockedUntil: number; locks: number };

/**
 * Where a LoginThrottle keeps its counts and each account's usual addresses: this process's
 * memory, or the database the processes of one machine share (sqliteThrottleBook.ts). Calls are
 * synchronous, as SQLite's are, so a sign-in's check and count stay one step.
 */
export interface ThrottleBook {
  counter(key: string): ThrottleCounter | undefined;
  /** Reads, changes and writes one key's counter as one step, with no other process in between. */
  change(key: string, next: (counter: ThrottleCounter | undefined) => ThrottleCounter): ThrottleCounter;
  forget(key: string): void;
  /** Whether the owner of account `name` signed in from `address` lately. */
  isUsual(name: string, address: string): boolean;
  /** The owner signed in from `address`: first of their usual addresses, of which the `keep` latest are kept. */
  addUsual(name: string, address: string, keep: number): void;
}

/** A map that forgets its least recently used entries beyond `max`. */
class Recent<V> extends Map<string, V> {
  constructor(private readonly max: number) {
    super();
  }
  put(key: string, value: V): V {
    this.delete(key);
    this.set(key, value);
    if (this.size > this.max) this.delete(this.keys().next().value as string);
    return value;
  }
}

/** In this process's memory, at most `maxTracked` keys and accounts (the least recently used go first). */
export function memoryThrottleBook(maxTracked: number): ThrottleBook {
  const counters = new Recent<ThrottleCounter>(maxTracked);
  const usual = new Recent<string[]>(maxTracked);
  return {
    counter: (key) => counters.get(key),
    change: (key, next) => counters.put(key, next(counters.get(key))),
    forget: (key) => void counters.delete(key),
    isUsual: (name, address) => usual.get(name)?.includes(address) ?? false,
    addUsual(name, address, keep) {
      const others = (usual.get(name) ?? []).filter((a) => a !== address);
      usual.put(name, [address, ...others].slice(0, keep));
    },
  };
}
