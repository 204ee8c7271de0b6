import { describe, expect, it } from 'vitest';
import { DEFAULT_SOCKET_LIMITS, readSocketLimits } from './socketLimits';

describe('socket limits', () => {
  it('are read from the settings, with defaults, and refuse nonsense at start-up', () => {
    expect(readSocketLimits({})).toEqual(DEFAULT_SOCKET_LIMITS);
    expect(
      readSocketLimits({
        SOCKET_SUBSCRIPTIONS_MAX: '10',
        SOCKETS_PER_ACCOUNT_MAX: '3',
        ANON_SOCKETS_PER_ADDRESS_MAX: '4',
        SOCKET_OPENS_PER_ADDRESS_MAX: '30',
        SOCKETS_MAX: '100',
        SUBSCRIPTIONS_MAX: '500',
      }),
    ).toEqual({
      subscriptionsPerSocket: 10,
      socketsPerAccount: 3,
      anonymousSocketsPerAddress: 4,
      opensPerAddressPerMinute: 30,
      sockets: 100,
      subscriptions: 500,
    });
    expect(readSocketLimits({ SOCKETS_MAX: '' })).toEqual(DEFAULT_SOCKET_LIMITS);
    expect(() => readSocketLimits({ SOCKETS_PER_ACCOUNT_MAX: '0' })).toThrow('SOCKETS_PER_ACCOUNT_MAX must be a positive whole number, got "0"');
    expect(() => readSocketLimits({ SOCKET_SUBSCRIPTIONS_MAX: 'lots' })).toThrow('SOCKET_SUBSCRIPTIONS_MAX');
    expect(() => readSocketLimits({ ANON_SOCKETS_PER_ADDRESS_MAX: '2.5' })).toThrow('ANON_SOCKETS_PER_ADDRESS_MAX must be a positive whole number, got "2.5"');
  });
});
