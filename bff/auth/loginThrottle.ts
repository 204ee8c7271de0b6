import { LOGIN_LIMITS, type LoginLimits } from '../limits';
import { memoryThrottleBook, type ThrottleBook, type ThrottleCounter } from './throttleBook';

/**
 * Brute-force protection for sign-in. Failures are counted per account and per address; past a
 * limit the key is locked for a while (longer each time). An account's lock does not apply to the
 * addresses its owner signed in from before, so an attack from elsewhere cannot lock them out;
 * from such an address, failures count against that address and account together instead. The
 * counts live in `book`: this process's memory, or the database the machine's processes share.
 */
export class LoginThrottle {
  constructor(
    private readonly limits: LoginLimits = LOGIN_LIMITS,
    private readonly book: ThrottleBook = memoryThrottleBook(limits.maxTracked),
  ) {}

  /** Milliseconds until a sign-in to `username` from `address` may be tried again; 0 when it may now. */
  retryAfterMs(username: string, address: string | null, now = Date.now()): number {
    return Math.max(0, ...this.keysOf(username, address).map((key) => (this.book.counter(key)?.lockedUntil ?? 0) - now));
  }

  /** Records a failure; answers how long to wait before answering it. */
  failed(username: string, address: string | null, now = Date.now()): number {
    const [accountKey, addressKey] = this.keysOf(username, address);
    const account = this.count(accountKey, this.limits.accountFailures, now);
    this.count(addressKey, this.limits.addressFailures, now);
    return Math.min(this.limits.maxDelayMs, account.failures * this.limits.delayPerFailureMs);
  }

  /** The owner signed in: this address becomes one of their usual ones. */
  succeeded(username: string, address: string | null): void {
    const name = username.toLowerCase();
    this.book.addUsual(name, address ?? '', this.limits.usualAddresses);
    this.book.forget(`pair:${name}:${address ?? ''}`);
  }

  private keysOf(username: string, address: string | null): [account: string, address: string] {
    const name = username.toLowerCase();
    const from = address ?? '';
    const usual = this.book.isUsual(name, from);
    return [usual ? `pair:${name}:${from}` : `account:${name}`, `address:${from}`];
  }

  private count(key: string, limit: number, now: number): ThrottleCounter {
    return this.book.change(key, (before) => {
      const counter = { ...(before ?? { failures: 0, since: now, lockedUntil: 0, locks: 0 }) };
      if (now - counter.since > this.limits.windowMs) Object.assign(counter, { failures: 0, since: now });
      // Quiet for a whole window since the last lock: the next lock starts short again.
      if (counter.locks > 0 && now - counter.lockedUntil > this.limits.windowMs) counter.locks = 0;
      counter.failures++;
      if (counter.failures >= limit) {
        counter.lockedUntil = now + Math.min(this.limits.maxLockMs, this.limits.lockMs * 2 ** counter.locks);
        counter.locks++;
        counter.failures = 0;
        counter.since = now;
      }
      return counter;
    });
  }
}
