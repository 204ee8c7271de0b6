import { sweepThrottleBooks } from '../auth/sqliteThrottleBook';
import type { Clock } from '../clock';
import { LOGIN_LIMITS } from '../limits';
import { type LimiterStore, sweepExpiredLimits } from '../services/limiterStore';

const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * Every five minutes, the leader forgets the counts in the shared database that no longer count
 * (ended rate-limit windows, sign-in counters a window quiet): one process for the whole table.
 * Counts in memory forget themselves.
 */
export function startLimitsSweeper(store: LimiterStore, clock: Clock, leads: () => boolean, everyMs = SWEEP_EVERY_MS): { stop(): void } {
  if (store.kind === 'memory') return { stop: () => {} };
  const timer = setInterval(() => {
    if (!leads()) return;
    try {
      sweepExpiredLimits(store, clock());
      sweepThrottleBooks(store.db, clock(), LOGIN_LIMITS.windowMs, LOGIN_LIMITS.maxTracked);
    } catch (error) {
      console.error('Could not sweep the expired rate limits and sign-in counts:', error);
    }
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
