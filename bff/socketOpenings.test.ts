import { describe, expect, it } from 'vitest';
import { socketOpenings } from './socketOpenings';
import { DEFAULT_SOCKET_LIMITS } from './socketLimits';

describe('socket openings', () => {
  it('admit an address up to its limit in a minute, each address on its own, then say when to try again', async () => {
    const openings = socketOpenings({ ...DEFAULT_SOCKET_LIMITS, opensPerAddressPerMinute: 2 });
    expect([await openings.admit('192.0.2.1'), await openings.admit('192.0.2.1')]).toEqual([null, null]);
    const refused = await openings.admit('192.0.2.1');
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await openings.admit('192.0.2.2')).toBeNull();
  });
});
