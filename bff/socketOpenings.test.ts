import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSharedStateDatabase } from '../infra/sqlite/sharedStateDatabase';
import { tempDataDir } from '../tests/support/tempDataDir';
import { sqliteLimiters } from './services/limiterStore';
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

  it('count an address across the processes sharing the database', async () => {
    const data = await tempDataDir();
    const file = join(data.dir, 'events.sqlite');
    const connections = [openSharedStateDatabase(file, () => {}), openSharedStateDatabase(file, () => {})];
    const [one, two] = connections.map((db) => socketOpenings({ ...DEFAULT_SOCKET_LIMITS, opensPerAddressPerMinute: 12 }, sqliteLimiters(db, 'secret')));
    expect(await one.admit('192.0.2.1')).toBeNull();
    expect(await two.admit('192.0.2.1')).toBeNull();
    expect(await one.admit('192.0.2.1')).not.toBeNull();
    expect(await two.admit('192.0.2.1')).not.toBeNull();
    for (const db of connections) db.close();
    await data.remove();
  });
});
