import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSnapshotWriter } from './snapshotWriter';

describe('startSnapshotWriter', () => {
  afterEach(() => vi.useRealTimers());

  it('writes a snapshot once enough events came in since the last one, and only while leading', async () => {
    vi.useFakeTimers();
    const side = { position: 100 };
    const flush = vi.fn(async () => {});
    let leading = true;
    const writer = startSnapshotWriter(side, flush, () => leading, { everyMs: 1000, afterEvents: 50 });

    side.position = 149;
    await vi.advanceTimersByTimeAsync(1000);
    expect(flush).not.toHaveBeenCalled();

    side.position = 150;
    await vi.advanceTimersByTimeAsync(1000);
    expect(flush).toHaveBeenCalledTimes(1);

    // Counted from the position it wrote at, not from the start.
    side.position = 199;
    await vi.advanceTimersByTimeAsync(1000);
    expect(flush).toHaveBeenCalledTimes(1);

    leading = false;
    side.position = 300;
    await vi.advanceTimersByTimeAsync(1000);
    expect(flush).toHaveBeenCalledTimes(1);

    leading = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(flush).toHaveBeenCalledTimes(2);
    writer.stop();
  });

  it('tries again at the next look when a write fails, and never writes two at once', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const side = { position: 0 };
    let finish: (() => void) | null = null;
    const flush = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('disk full'))
      .mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const writer = startSnapshotWriter(side, flush, () => true, { everyMs: 1000, afterEvents: 10 });

    side.position = 10;
    await vi.advanceTimersByTimeAsync(1000);
    expect(flush).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(flush).toHaveBeenCalledTimes(2);
    // The second write is still under way: the next looks wait for it.
    await vi.advanceTimersByTimeAsync(3000);
    expect(flush).toHaveBeenCalledTimes(2);
    finish!();
    side.position = 15;
    await vi.advanceTimersByTimeAsync(1000);
    expect(flush).toHaveBeenCalledTimes(2);
    writer.stop();
  });
});
