/** Every limit on failed sign-ins, in one place. */
export type LoginLimits = {
  /** Failures against one account, from addresses it never signed in from, before it is locked. */
  accountFailures: number;
  /** Failures from one address, whatever the accounts, before the address is locked. */
  addressFailures: number;
  /** Failures older than this are forgotten. */
  windowMs: number;
  /** The first lock's length; each further lock of the same key lasts twice as long, up to `maxLockMs`. */
  lockMs: number;
  maxLockMs: number;
  /** A failed attempt is answered this much later per recent failure of its account (slows guessing). */
  delayPerFailureMs: number;
  maxDelayMs: number;
  /** Addresses remembered per account as its owner's usual ones (the latest successful sign-ins). */
  usualAddresses: number;
  /** Accounts and addresses tracked at most; the least recently seen are forgotten first. */
  maxTracked: number;
};

export const LOGIN_LIMITS: LoginLimits = {
  accountFailures: 5,
  addressFailures: 20,
  windowMs: 15 * 60_000,
  lockMs: 60_000,
  maxLockMs: 60 * 60_000,
  delayPerFailureMs: 250,
  maxDelayMs: 2_000,
  usualAddresses: 10,
  maxTracked: 100_000,
};
