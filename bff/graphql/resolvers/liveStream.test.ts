import { describe, expect, it } from 'vitest';
import { liveStream, type Source } from './liveStream';

function manualSource<T>() {
  const listeners = new Set<(value: T) => void>();
  const source: Source<T> = (push) => {
    listeners.add(push);
    return () => listeners.delete(push);
  };
  return { source, push: (value: T) => listeners.forEach((l) => l(value)), listening: () => listeners.size };
}

describe('live streams', () => {
  it('yields what each pushed value turns into, in order, skipping nulls', async () => {
    const { source, push } = manualSource<number>();
    const stream = liveStream(source, async (n) => (n % 2 ? null : n * 10));
    push(1);
    push(2);
    push(4);
    expect(await stream.next()).toEqual({ value: 20, done: false });
    expect(await stream.next()).toEqual({ value: 40, done: false });
  });

  it('stops listening at once when the client unsubscribes while it waits, not at the next value', async () => {
    const { source, listening } = manualSource<number>();
    const stream = liveStream(source, async (n) => n);
    const waiting = stream.next();
    expect(listening()).toBe(1);
    await stream.return!();
    expect(listening()).toBe(0);
    expect(await waiting).toEqual({ value: undefined, done: true });
  });

  it('yields nothing more once returned, even with values pending', async () => {
    const { source, push } = manualSource<number>();
    const stream = liveStream(source, async (n) => n);
    push(1);
    await stream.return!();
    expect(await stream.next()).toEqual({ value: undefined, done: true });
  });
});
