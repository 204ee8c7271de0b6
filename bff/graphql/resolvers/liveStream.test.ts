import { describe, expect, it } from 'vitest';
import { liveStream } from './liveStream';

function fakeSource() {
  const source = {
    push: (_value: number): void => undefined,
    listening: false,
    listen: (push: (value: number) => void) => {
      source.push = push;
      source.listening = true;
      return () => {
        source.listening = false;
      };
    },
  };
  return source;
}

describe('liveStream', () => {
  it('yields what each pushed value turns into, in order, skipping the ones that turn into nothing', async () => {
    const source = fakeSource();
    const stream = liveStream(source.listen, async (n) => (n % 2 ? `odd ${n}` : null));
    const first = stream.next();
    for (const n of [1, 2, 3]) source.push(n);
    expect(await first).toEqual({ value: 'odd 1', done: false });
    expect(await stream.next()).toEqual({ value: 'odd 3', done: false });
  });

  it('stops listening as soon as the client unsubscribes, while it waits for a value', async () => {
    const source = fakeSource();
    const stream = liveStream(source.listen, async (n) => n);
    const waiting = stream.next();
    await Promise.resolve();
    expect(await stream.return!(undefined)).toEqual({ value: undefined, done: true });
    expect(source.listening).toBe(false);
    expect(await waiting).toEqual({ value: undefined, done: true });
    source.push(1);
    expect(await stream.next()).toEqual({ value: undefined, done: true });
  });

  it('stops listening when a value cannot be loaded, and fails with its error', async () => {
    const source = fakeSource();
    const stream = liveStream(source.listen, async () => {
      throw new Error('read store down');
    });
    const waiting = stream.next();
    source.push(1);
    await expect(waiting).rejects.toThrow('read store down');
    expect(source.listening).toBe(false);
  });
});
