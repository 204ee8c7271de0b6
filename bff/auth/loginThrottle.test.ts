import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSharedStateDatabase } from '../../infra/sqlite/sharedStateDatabase';
import { tempDataDir } from '../../tests/support/tempDataDir';
import { LOGIN_LIMITS } from '../limits';
import { LoginThrottle } from './loginThrottle';
import { sqliteThrottleBook, sweepThrottleBooks } from './sqliteThrottleBook';
import { memoryThrottleBook, type ThrottleBook } from './throttleBook';

const limits = { ...LOGIN_LIMITS, accountFailures: 3, addressFailures: 5, lockMs: 1000, maxLockMs: 3000, windowMs: 10_000 };
const t0 = 1_000_000;

const data = await tempDataDir();
const file = join(data.dir, 'events.sqlite');
// Two connections to one file: two processes of one machine.
const connections = [openSharedStateDatabase(file, () => {}), openSharedStateDatabase(file, () => {})];
afterAll(async () => {
  for (const db of connections) db.close();
  await data.remove();
});
let scopes = 0;
const opaque = (value: string) => createHash('sha256').update(value).digest('base64url');

describe.each([
  ['in memory', () => memoryThrottleBook(limits.maxTracked)],
  ['in the database', () => sqliteThrottleBook(connections[0], `test-${++scopes}`, opaque)],
] as [string, () => ThrottleBook][])('login throttle %s', (_where, book) => {
  it('slows failures for an account, then locks it for a while', () => {
    const throttle = new LoginThrottle(limits, book());
    expect(throttle.failed('Ann', '1.1.1.1', t0)).toBe(250);
    expect(throttle.failed('ann', '2.2.2.2', t0)).toBe(500);
    expect(throttle.retryAfterMs('ann', '3.3.3.3', t0)).toBe(0);
    throttle.failed('ann', '3.3.3.3', t0);
    expect(throttle.retryAfterMs('ann', '4.4.4.4', t0)).toBe(1000);
    expect(throttle.retryAfterMs('ann', '4.4.4.4', t0 + 1000)).toBe(0);
  });

  it('locks longer each time, up to the maximum, and forgets after a quiet window', () => {
    const throttle = new LoginThrottle(limits, book());
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
    const throttle = new LoginThrottle(limits, book());
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
    const throttle = new LoginThrottle(limits, book());
    for (let i = 0; i < 5; i++) throttle.failed(`user${i}`, '8.8.8.8', t0);
    expect(throttle.retryAfterMs('someone-else', '8.8.8.8', t0)).toBe(1000);
    expect(throttle.retryAfterMs('someone-else', '8.8.4.4', t0)).toBe(0);
  });
});

describe('login throttle shared through the database', () => {
  it('locks an account whichever process counted its failures', () => {
    const [one, two] = connections.map((db) => new LoginThrottle(limits, sqliteThrottleBook(db, 'shared', opaque)));
    one.succeeded('eve', '7.7.7.7');
    one.failed('eve', '1.1.1.1', t0);
    two.failed('eve', '2.2.2.2', t0);
    one.failed('eve', '3.3.3.3', t0);
    expect(two.retryAfterMs('eve', '4.4.4.4', t0)).toBe(1000);
    // The usual address one process learnt lets the owner in through the other.
    expect(two.retryAfterMs('eve', '7.7.7.7', t0)).toBe(0);
    // Keyed hashes: the file keeps no username or address in the clear.
    const rows = JSON.stringify([
      connections[0].prepare('SELECT * FROM login_throttle').all(),
      connections[0].prepare('SELECT * FROM login_usual_addresses').all(),
    ]);
    expect(rows).not.toMatch(/eve|7\.7\.7\.7|1\.1\.1\.1/);
  });

  it('keeps throttles of different scopes apart', () => {
    const signIn = new LoginThrottle(limits, sqliteThrottleBook(connections[0], 'sign-in', opaque));
    const adminCode = new LoginThrottle(limits, sqliteThrottleBook(connections[1], 'admin-code', opaque));
    for (let i = 0; i < 3; i++) signIn.failed('fay', '1.1.1.1', t0);
    expect(signIn.retryAfterMs('fay', '1.1.1.1', t0)).toBe(1000);
    expect(adminCode.retryAfterMs('fay', '1.1.1.1', t0)).toBe(0);
  });

  it('sweeps away only counters that would count as new again', () => {
    const throttle = new LoginThrottle(limits, sqliteThrottleBook(connections[0], 'sweep', opaque));
    for (let i = 0; i < 3; i++) throttle.failed('gus', '1.1.1.1', t0);
    sweepThrottleBooks(connections[0], new Date(t0 + 5_000), limits.windowMs, limits.maxTracked);
    expect(throttle.retryAfterMs('gus', '2.2.2.2', t0 + 500)).toBe(500);
    sweepThrottleBooks(connections[0], new Date(t0 + 1000 + limits.windowMs + 1), limits.windowMs, limits.maxTracked);
    const count = connections[0].prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM login_throttle WHERE scope = 'sweep'").get();
    expect(count?.n).toBe(0);
  });
});
