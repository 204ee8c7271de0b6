import { describe, expect, it } from 'vitest';
import { socketOpenings } from './socketOpenings';
import { DEFAULT_SOCKET_LIMITS } from './socketLimits';

describe('socket openings', () => {
  it('admit an address a sixth of its minute in each 10 seconds, each address on its own, then say when to try again', async () => {
    const openings = socketOpenings({ ...DEFAULT_SOCKET_LIMITS, opensPerAddressPerMinute: 12 });
    const first = await Promise.all(Array.from({ length: 2 }, () => openings.admit('192.0.2.1')));
    expect(first).toEqual([null, null]);
    const refused = await openings.admit('192.0.2.1');
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(10);
    expect(await openings.admit('192.0.2.2')).toBeNull();
  });

  it('let at least one socket a window through, however low the limit', async () => {
    const openings = socketOpenings({ ...DEFAULT_SOCKET_LIMITS, opensPerAddressPerMinute: 1 });
    expect(await openings.admit('192.0.2.1')).toBeNull();
    expect(await openings.admit('192.0.2.1')).not.toBeNull();
  });
});
