type Listen = (signal: () => void) => () => void;

/**
 * An async iterator that yields `value` after each burst of signals, at most once every
 * `intervalMs` (the first at once, the rest of a burst folded into one at the end of the
 * interval). Written by hand rather than as a generator so that an unsubscribing client stops
 * listening at once, not after the next signal.
 */
export function throttledSignal<T>(listen: Listen, value: T, intervalMs: number): AsyncIterableIterator<T> {
  let dirty = false;
  let last = -Infinity;
  let waiting: ((result: IteratorResult<T>) => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let done = false;

  const deliver = () => {
    timer = null;
    if (done || !waiting || !dirty) return;
    dirty = false;
    last = Date.now();
    const resolve = waiting;
    waiting = null;
    resolve({ value, done: false });
  };
  const schedule = () => {
    if (!waiting || !dirty || timer) return;
    timer = setTimeout(deliver, Math.max(0, last + intervalMs - Date.now()));
  };
  const stop = listen(() => {
    dirty = true;
    schedule();
  });
  const finish = (): Promise<IteratorResult<T>> => {
    if (!done) {
      done = true;
      stop();
      if (timer) clearTimeout(timer);
      waiting?.({ value: undefined, done: true });
      waiting = null;
    }
    return Promise.resolve({ value: undefined, done: true });
  };

  return {
    next: () => {
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => {
        waiting = resolve;
        schedule();
      });
    },
    return: finish,
    throw: async (error) => {
      await finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
