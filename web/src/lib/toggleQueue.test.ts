import { describe, expect, it } from 'vitest';
import { createToggleQueue } from './toggleQueue';

/** A fake server whose toggles answer when the test resolves them. */
function setup(initial = false) {
  let serverLiked = initial;
  const shown = new Map<string, boolean>();
  const pendingReplies: Array<() => void> = [];
  const sent: string[] = [];
  const errors: unknown[] = [];
  const settled: boolean[] = [];
  let failNext = false;
  const queue = createToggleQueue({
    readServer: () => serverLiked,
    send: (id) =>
      new Promise<boolean>((resolve, reject) => {
        sent.push(id);
        pendingReplies.push(() => {
          if (failNext) {
            failNext = false;
            reject(new Error('network'));
            return;
          }
          serverLiked = !serverLiked;
          resolve(serverLiked);
        });
      }),
    show: (id, wanted) => shown.set(id, wanted),
    clear: (id) => shown.delete(id),
  });
  const outcome = { failed: (error: unknown) => errors.push(error), settled: (state: boolean) => settled.push(state) };
  const tap = (id: string) => queue.tap(id, outcome);
  const view = (id: string) => (shown.has(id) ? shown.get(id) : serverLiked);
  const reply = async () => {
    const next = pendingReplies.shift();
    if (!next) throw new Error('no request in flight');
    next();
    await new Promise((r) => setTimeout(r, 0));
  };
  return {
    queue,
    tap,
    view,
    reply,
    sent,
    errors,
    settled,
    server: () => serverLiked,
    inFlight: () => pendingReplies.length,
    failNextReply: () => {
      failNext = true;
    },
  };
}

describe('toggle queue', () => {
  it('shows a tap at once and settles on the server answer', async () => {
    const t = setup(false);
    t.tap('p1');
    expect(t.view('p1')).toBe(true);
    expect(t.inFlight()).toBe(1);
    await t.reply();
    await t.queue.idle('p1');
    expect(t.server()).toBe(true);
    expect(t.view('p1')).toBe(true);
    expect(t.queue.pending('p1')).toBe(false);
  });

  it('keeps one request in flight and settles on the last tap after a double tap', async () => {
    const t = setup(false);
    t.tap('p1');
    t.tap('p1');
    expect(t.view('p1')).toBe(false);
    expect(t.inFlight()).toBe(1);
    await t.reply(); // server now liked, but the user wants unliked
    expect(t.inFlight()).toBe(1);
    await t.reply();
    await t.queue.idle('p1');
    expect(t.sent).toHaveLength(2);
    expect(t.server()).toBe(false);
    expect(t.view('p1')).toBe(false);
  });

  it('sends nothing more after a triple tap than needed', async () => {
    const t = setup(false);
    t.tap('p1');
    t.tap('p1');
    t.tap('p1');
    expect(t.view('p1')).toBe(true);
    await t.reply();
    await t.queue.idle('p1');
    expect(t.sent).toHaveLength(1);
    expect(t.server()).toBe(true);
  });

  it('tells the last tap how the burst ended', async () => {
    const t = setup(false);
    const first: unknown[] = [];
    const last: unknown[] = [];
    t.failNextReply();
    t.queue.tap('p1', { failed: (error) => first.push(error) });
    t.queue.tap('p1', { failed: (error) => last.push(error) });
    await t.reply();
    await t.queue.idle('p1');
    expect(first).toEqual([]);
    expect(last).toHaveLength(1);
  });

  it('keeps items independent', async () => {
    const t = setup(false);
    t.tap('a');
    t.tap('b');
    expect(t.inFlight()).toBe(2);
  });

  it('reports a failure and falls back to the server state', async () => {
    const t = setup(false);
    t.failNextReply();
    t.tap('p1');
    expect(t.view('p1')).toBe(true);
    await t.reply();
    await t.queue.idle('p1');
    expect(t.errors).toHaveLength(1);
    expect(t.view('p1')).toBe(false);
    expect(t.queue.pending('p1')).toBe(false);
  });

  it('announces the settled state once per burst of taps, and nothing when the toggle fails', async () => {
    const t = setup(false);
    t.tap('u1');
    t.tap('u1');
    t.tap('u1');
    await t.reply();
    await t.queue.idle('u1');
    expect(t.settled).toEqual([true]);
    t.tap('u1');
    await t.reply();
    await t.queue.idle('u1');
    expect(t.settled).toEqual([true, false]);
    t.failNextReply();
    t.tap('u1');
    await t.reply();
    await t.queue.idle('u1');
    expect(t.settled).toEqual([true, false]);
    expect(t.errors).toHaveLength(1);
  });
});
