/** Something that pushes values to a listener until the returned function stops it. */
export type Source<T> = (push: (value: T) => void) => () => void;

/**
 * Values pushed by `source`, turned one by one into what to yield (null: skip), in order, as an
 * async iterator that stops listening when the client unsubscribes. Written by hand rather than
 * as a generator: a generator waiting for its next value cannot be stopped until one comes, so
 * every subscription a client ended would keep its listener, and its memory, until then (for ever
 * for a post nobody touches).
 */
export function liveStream<T, R>(source: Source<T>, toResult: (value: T) => Promise<R | null>): AsyncIterableIterator<R> {
  const pending: T[] = [];
  let wake: (() => void) | null = null;
  let done = false;
  const stop = source((value) => {
    if (done) return;
    pending.push(value);
    wake?.();
  });
  const finish = () => {
    if (done) return;
    done = true;
    stop();
    pending.length = 0;
    wake?.();
  };
  const ended: IteratorResult<R> = { value: undefined, done: true };

  return {
    async next() {
      while (!done) {
        if (pending.length === 0) {
          await new Promise<void>((resolve) => (wake = resolve));
          wake = null;
          continue;
        }
        let result: R | null;
        try {
          result = await toResult(pending.shift()!);
        } catch (error) {
          finish();
          throw error;
        }
        if (result !== null && !done) return { value: result, done: false };
      }
      return ended;
    },
    async return() {
      finish();
      return ended;
    },
    async throw(error) {
      finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
