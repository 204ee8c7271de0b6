/** Something that pushes values to a listener until the returned function stops it. */
export type Source<T> = (push: (value: T) => void) => () => void;

/**
 * Values pushed by `source`, turned one by one into what to yield (null: skip), in order, as an
 * async iterator that stops listening when the client unsubscribes.
 */
export async function* liveStream<T, R>(source: Source<T>, toResult: (value: T) => Promise<R | null>): AsyncGenerator<R> {
  const pending: T[] = [];
  let wake: (() => void) | null = null;
  const stop = source((value) => {
    pending.push(value);
    wake?.();
  });
  try {
    for (;;) {
      if (pending.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
      const result = await toResult(pending.shift()!);
      if (result !== null) yield result;
    }
  } finally {
    stop();
  }
}
