import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttledSignal } from './throttledSignal';

describe('throttledSignal', () => {
  let signal: () => void;
  let listening: boolean;
  const listen = (s: () => void) => {
    signal = s;
    listening = true;
    return () => (listening = false);
  };

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** What the iterator has yielded after `ms` more milliseconds. */
  async function settled<T>(promise: Promise<T>, ms: number): Promise<T | 'pending'> {
    let result: T | 'pending' = 'pending';
    void promise.then((value) => (result = value));
    await vi.advanceTimersByTimeAsync(ms);
    return result;
  }

  it('yields once at once, then folds a burst into one more at the end of the interval', async () => {
    const signals = throttledSignal(listen, 'changed', 2000);
    const first = signals.next();
    signal();
    expect(await settled(first, 0)).toEqual({ value: 'changed', done: false });
    const second = signals.next();
    signal();
    signal();
    signal();
    expect(await settled(second, 1999)).toBe('pending');
    expect(await settled(second, 1)).toEqual({ value: 'changed', done: false });
    expect(await settled(signals.next(), 10_000)).toBe('pending');
  });

  it('remembers a signal that came while no one was waiting', async () => {
    const signals = throttledSignal(listen, 1, 2000);
    signal();
    expect(await settled(signals.next(), 0)).toEqual({ value: 1, done: false });
  });

  it('stops listening at once when the client unsubscribes, ending a pending wait', async () => {
    const signals = throttledSignal(listen, 1, 2000);
    const pending = signals.next();
    await signals.return!();
    expect(listening).toBe(false);
    expect(await settled(pending, 0)).toEqual({ value: undefined, done: true });
    expect(await signals.next()).toEqual({ value: undefined, done: true });
  });
});
