import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../limits';
import { LoginThrottle } from './loginThrottle';

const limits = { ...LOGIN_LIMITS, accountFailures: 3, addressFailures: 5, lockMs: 1000, maxLockMs: 3000, windowMs: 10_000 };
const t0 = 1_000_000;

describe('login throttle', () => {
  it('slows failures for an account, then locks it for a while', () => {
    const throttle = new LoginThrottle(limits);
    expect(throttle.failed('Ann', '1.1.1.1', t0)).toBe(250);
    expect(throttle.failed('ann', '2.2.2.2', t0)).toBe(500);
    expect(throttle.retryAfterMs('ann', '3.3.3.3', t0)).toBe(0);
    throttle.failed('ann', '3.3.3.3', t0);
    expect(throttle.retryAfterMs('ann', '4.4.4.4', t0)).toBe(1000);
    expect(throttle.retryAfterMs('ann', '4.4.4.4', t0 + 1000)).toBe(0);
  });

  it('locks longer each time, up to the maximum, and forgets after a quiet window', () => {
    const throttle = new LoginThrottle(limits);
    const lockOnce = (at: number) => {
      for (let i = 0; i < 3; i++) throttle.failed('bob', `10.0.0.${i}`, at);
      return throttle.retryAfterMs('bob', '9.9.9.9', at);
    };
    expect(lockOnce(t0)).toBe(1000);
    expect(lockOnce(t0 + 1000)).toBe(2000);
    expect(lockOnce(t0 + 3000)).toBe(3000);
    expect(lockOnce(t0 + 6000)).toBe(3000);
    expect(lockOnce(t0 + 100_000)).toBe(1000);
  });

  it('lets the owner in from a usual address while their account is locked elsewhere', () => {
    const throttle = new LoginThrottle(limits);
    throttle.succeeded('cat', '7.7.7.7');
    for (let i = 0; i < 3; i++) throttle.failed('cat', '6.6.6.6', t0);
    expect(throttle.retryAfterMs('cat', '6.6.6.6', t0)).toBe(1000);
    expect(throttle.retryAfterMs('cat', '5.5.5.5', t0)).toBe(1000);
    expect(throttle.retryAfterMs('cat', '7.7.7.7', t0)).toBe(0);
    // Guesses from the usual address are limited too, on their own count.
    for (let i = 0; i < 3; i++) throttle.failed('cat', '7.7.7.7', t0);
    expect(throttle.retryAfterMs('cat', '7.7.7.7', t0)).toBe(1000);
  });

  it('locks an address that tries many accounts', () => {
    const throttle = new LoginThrottle(limits);
    for (let i = 0; i < 5; i++) throttle.failed(`user${i}`, '8.8.8.8', t0);
    expect(throttle.retryAfterMs('someone-else', '8.8.8.8', t0)).toBe(1000);
    expect(throttle.retryAfterMs('someone-else', '8.8.4.4', t0)).toBe(0);
  });
});
