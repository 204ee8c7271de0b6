import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { SocketLimits } from './socketLimits';

/** Whether an address may open one more socket now, or in how many seconds it may. */
export type SocketOpenings = { admit(address: string): Promise<{ retryAfterSeconds: number } | null> };

/**
 * Counts the sockets each client address opens in a minute, refusing them past the limit before
 * the WebSocket handshake. The counts are this process's own (callers see only this interface).
 */
export function socketOpenings(limits: SocketLimits): SocketOpenings {
  const limiter = new RateLimiterMemory({ keyPrefix: 'socket-opens', points: limits.opensPerAddressPerMinute, duration: 60 });
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
