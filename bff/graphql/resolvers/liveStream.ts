/** Something that pushes values to a listener until the returned function stops it. */
export type Source<T> = (push: (value: T) => void) => () => void;

/**
 * Values pushed by `source`, turned one by one into what to yield (null: skip), in order, as an
 * async iterator. Written by hand rather than as a generator: a generator waiting for its next
 * value cannot be returned until one comes, so a client that unsubscribed or hung up kept its
 * listener (and its context) for as long as no notice of interest arrived, perhaps for ever.
 */
export function liveStream<T, R>(source: Source<T>, toResult: (value: T) => Promise<R | null>): AsyncIterableIterator<R> {
  const pending: T[] = [];
  let wake: (() => void) | null = null;
  let done = false;
  const stop = source((value) => {
    pending.push(value);
    wake?.();
  });
  const finish = (): Promise<IteratorResult<R>> => {
    if (!done) {
      done = true;
      stop();
      pending.length = 0;
      wake?.();
    }
    return Promise.resolve({ value: undefined, done: true });
  };

  return {
    async next(): Promise<IteratorResult<R>> {
      while (!done) {
        if (pending.length === 0) await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
        if (done) break;
        const result = await toResult(pending.shift()!);
        if (result !== null && !done) return { value: result, done: false };
      }
      return { value: undefined, done: true };
    },
    return: finish,
    async throw(error) {
      await finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
