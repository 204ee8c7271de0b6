import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { accountSockets, DEFAULT_SOCKET_LIMITS, readSocketLimits } from './socketLimits';

describe('socket limits', () => {
  it('are read from the environment, with defaults, and refuse nonsense at start-up', () => {
    expect(readSocketLimits({})).toEqual(DEFAULT_SOCKET_LIMITS);
    expect(readSocketLimits({ SOCKET_SUBSCRIPTIONS_MAX: '10', SOCKETS_PER_ACCOUNT_MAX: '3' })).toEqual({ subscriptionsPerSocket: 10, socketsPerAccount: 3 });
    expect(() => readSocketLimits({ SOCKETS_PER_ACCOUNT_MAX: '0' })).toThrow('SOCKETS_PER_ACCOUNT_MAX must be a positive whole number, got "0"');
    expect(() => readSocketLimits({ SOCKET_SUBSCRIPTIONS_MAX: 'lots' })).toThrow('SOCKET_SUBSCRIPTIONS_MAX');
  });

  it('admit an account up to its limit, each account on its own, and free a place when a socket closes', () => {
    const sockets = accountSockets({ subscriptionsPerSocket: 5, socketsPerAccount: 2 });
    const [a, b, c, d] = [new EventEmitter(), new EventEmitter(), new EventEmitter(), new EventEmitter()];
    expect(sockets.admit('ann', a)).toBe(true);
    expect(sockets.admit('ann', a)).toBe(true); // the same socket counts once
    expect(sockets.admit('ann', b)).toBe(true);
    expect(sockets.admit('ann', c)).toBe(false);
    expect(sockets.admit('bob', d)).toBe(true);
    a.emit('close');
    expect(sockets.admit('ann', c)).toBe(true);
    expect(sockets.admit('ann', a)).toBe(false);
  });
});
