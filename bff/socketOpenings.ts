import { RateLimiterRes } from 'rate-limiter-flexible';
import { limiterIn, type LimiterStore, memoryLimiters } from './services/limiterStore';
import type { SocketLimits } from './socketLimits';

/** Whether an address may open one more socket now, or in how many seconds it may. */
export type SocketOpenings = { admit(address: string): Promise<{ retryAfterSeconds: number } | null> };

/** The minute is counted in windows of this many seconds, each allowing its share of the minute's limit. */
const WINDOW_SECONDS = 10;

/**
 * Counts the sockets each client address opens, refusing them past the limit before the WebSocket
 * handshake. The minute's limit is counted in windows of 10 seconds, each with a sixth of it, so
 * that an address cannot spend a minute's worth in one burst: a crowd of scripts opening sockets
 * all at once held everyone's requests while the server shook hands with each. The counts are
 * kept in `store`, shared by the processes on one machine when it is the database.
 */
export function socketOpenings(limits: SocketLimits, store: LimiterStore = memoryLimiters): SocketOpenings {
  const points = Math.max(1, Math.ceil((limits.opensPerAddressPerMinute * WINDOW_SECONDS) / 60));
  const limiter = limiterIn(store, { keyPrefix: 'socket-opens', points, duration: WINDOW_SECONDS });
  return {
    async admit(address) {
      try {
        await limiter.consume(address);
        return null;
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    },
  };
}
