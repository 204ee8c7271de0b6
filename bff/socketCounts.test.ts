import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { socketCounts } from './socketCounts';
import { DEFAULT_SOCKET_LIMITS, type SocketLimits } from './socketLimits';

class FakeSocket extends EventEmitter {
  readyState = 1;
  close() {
    this.readyState = 3;
    this.emit('close');
  }
}

const sockets = (n: number) => Array.from({ length: n }, () => new FakeSocket());
const countsWith = (limits: Partial<SocketLimits>) => socketCounts({ ...DEFAULT_SOCKET_LIMITS, ...limits });

describe('socket counts', async () => {
  it('admit an account up to its limit, each account on its own, and free a place when a socket closes', async () => {
    const counts = countsWith({ socketsPerAccount: 2 });
    const [a, b, c, d] = sockets(4);
    expect(await counts.admitAccount('ann', a)).toBe(true);
    expect(await counts.admitAccount('ann', a)).toBe(true); // the same socket counts once
    expect(await counts.admitAccount('ann', b)).toBe(true);
    expect(await counts.admitAccount('ann', c)).toBe(false);
    expect(await counts.admitAccount('bob', d)).toBe(true);
    a.close();
    expect(await counts.admitAccount('ann', c)).toBe(true);
    expect(await counts.admitAccount('ann', new FakeSocket())).toBe(false);
  });

  it('admit sockets without sign-in per address, each address on its own, and free a place when one closes or signs in', async () => {
    const counts = countsWith({ anonymousSocketsPerAddress: 2 });
    const [a, b, c, d] = sockets(4);
    expect([await counts.admitAnonymous('192.0.2.1', a), await counts.admitAnonymous('192.0.2.1', b), await counts.admitAnonymous('192.0.2.1', c)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(await counts.admitAnonymous('192.0.2.2', d)).toBe(true);
    b.close();
    expect(await counts.admitAnonymous('192.0.2.1', c)).toBe(true);
    expect(await counts.admitAnonymous('192.0.2.1', new FakeSocket())).toBe(false);
    expect(await counts.admitAccount('ann', a)).toBe(true);
    expect(await counts.admitAnonymous('192.0.2.1', new FakeSocket())).toBe(true);
  });

  it('admit sockets up to the server-wide ceiling, whoever opens them', async () => {
    const counts = countsWith({ sockets: 3 });
    const open = sockets(3);
    expect(open.map((s) => counts.admitSocket(s))).toEqual([true, true, true]);
    const next = new FakeSocket();
    expect(counts.admitSocket(next)).toBe(false);
    open[1].close();
    expect(counts.admitSocket(next)).toBe(true);
  });

  it('admit subscriptions up to the server-wide ceiling, and count them out when released or when their socket closes', async () => {
    const counts = countsWith({ subscriptions: 3 });
    const [a, b] = sockets(2);
    expect([counts.admitSubscription(a, '1'), counts.admitSubscription(a, '1'), counts.admitSubscription(a, '2'), counts.admitSubscription(b, '1')]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(counts.admitSubscription(b, '2')).toBe(false);
    counts.releaseSubscription(a, '1');
    counts.releaseSubscription(a, '1'); // released twice (completed, then its socket closed): counted out once
    expect(counts.admitSubscription(b, '2')).toBe(true);
    expect(counts.admitSubscription(b, '3')).toBe(false);
    a.close();
    expect(counts.admitSubscription(b, '3')).toBe(true);
    expect(counts.admitSubscription(b, '4')).toBe(false);
  });

  it('count nothing for a socket that closed before it was admitted (its sign-in was still being checked)', async () => {
    const counts = countsWith({ socketsPerAccount: 1, subscriptions: 1 });
    const gone = new FakeSocket();
    gone.close();
    expect(await counts.admitAccount('ann', gone)).toBe(true);
    expect(counts.admitSubscription(gone, '1')).toBe(true);
    expect(await counts.admitAccount('ann', new FakeSocket())).toBe(true);
    expect(counts.admitSubscription(new FakeSocket(), '1')).toBe(true);
  });
});
