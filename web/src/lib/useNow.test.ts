import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { everyMinute } from './useNow';

describe("the page's minute clock (relative times)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tells every relative time on the page each minute, with one timer for all of them', () => {
    const told = [vi.fn(), vi.fn(), vi.fn()];
    const stops = told.map((listener) => everyMinute(listener));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(59_999);
    for (const listener of told) expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    for (const listener of told) expect(listener).toHaveBeenCalledTimes(1);
    for (const stop of stops) stop();
  });

  it('stops once no relative time is shown, and starts again for the next one', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = everyMinute(first);
    const stopSecond = everyMinute(second);
    stopFirst();
    vi.advanceTimersByTime(60_000);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    stopSecond();
    expect(vi.getTimerCount()).toBe(0);
    const next = vi.fn();
    const stopNext = everyMinute(next);
    vi.advanceTimersByTime(60_000);
    expect(next).toHaveBeenCalledTimes(1);
    stopNext();
    expect(vi.getTimerCount()).toBe(0);
  });
});
