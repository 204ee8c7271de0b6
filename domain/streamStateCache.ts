/** A stream folded up to `revision` by one decider, with the ids of the commands it took. */
export type FoldedStream<State> = {
  decider: object;
  state: State;
  /** Revision of the last event folded in; -1 for a stream with none. */
  revision: number;
  /** Grows as the stream takes commands; the cache counts it again whenever the fold is set. */
  commandIds: Set<string>;
};

/**
 * The folded states of the streams written most recently, so that a command on a long stream (a
 * conversation of thousands of messages, a post with thousands of comments) reads and opens only
 * the events appended since, not the whole stream again. The least recently used stream goes
 * first once `maxCommandIds` ids or `maxStreams` streams are held: the second bound is for the
 * many one-event streams (a like, a follow), each a few hundred bytes and cheap to read again.
 * Decider states hold ids, counts and flags, never a person's sealed fields, so a cached state
 * has nothing that an erasure would have to take back.
 */
export class StreamStateCache {
  private readonly folds = new Map<string, { fold: FoldedStream<unknown>; counted: number }>();
  private held = 0;

  constructor(
    private readonly maxCommandIds = 200_000,
    private readonly maxStreams = 20_000,
  ) {}

  get<State>(stream: string, decider: object): FoldedStream<State> | undefined {
    const entry = this.folds.get(stream);
    if (!entry || entry.fold.decider !== decider) return undefined;
    // Map order is insertion order: moving it to the end keeps the least recently used first.
    this.folds.delete(stream);
    this.folds.set(stream, entry);
    return entry.fold as FoldedStream<State>;
  }

  set<State>(stream: string, fold: FoldedStream<State>): void {
    this.forget(stream);
    const counted = fold.commandIds.size;
    this.folds.set(stream, { fold, counted });
    this.held += counted;
    for (const [oldest, old] of this.folds) {
      if ((this.held <= this.maxCommandIds && this.folds.size <= this.maxStreams) || oldest === stream) break;
      this.folds.delete(oldest);
      this.held -= old.counted;
    }
  }

  /** Drops what is known of a stream, for a fold that can no longer be trusted. */
  forget(stream: string): void {
    const entry = this.folds.get(stream);
    if (!entry) return;
    this.folds.delete(stream);
    this.held -= entry.counted;
  }

  get size(): number {
    return this.folds.size;
  }
}
