import { RateLimiterRes } from 'rate-limiter-flexible';
import { rateLimited } from '../../domain/errors';
import { LIMIT_NAMES, type LimitName, type Limits, type Rate } from '../limits';
import { type Limiter, limiterIn, type LimiterStore, memoryLimiters } from './limiterStore';
import type { RequestContext } from './requestContext';

/** Who is writing: an account, an address, or both (both named, so a request's context is not passed by mistake). */
export type Writer = { userId: string | null | undefined; clientIp: string | null | undefined };

export const writerOf = (request: RequestContext): Writer => ({ userId: request.viewerId, clientIp: request.clientIp });

/** Gives back what a write took from its limits (it was refused for another reason, so it does not count). */
export type Refund = () => Promise<void>;

type Counter = { limiter: Limiter; key: string };

/**
 * Counts writes against the limits of `limits.ts`, in `store` (limiterStore.ts). A write takes one
 * point from its account's limit and one from its address's; past either, it is refused with a
 * 429 that says when to try again.
 */
export class RateLimits {
  private readonly counters = new Map<string, Limiter>();

  constructor(
    private readonly limits: Limits,
    store: LimiterStore = memoryLimiters,
  ) {
    const limiterOf = (rate: Rate, keyPrefix: string) => limiterIn(store, { points: rate.points, duration: rate.seconds, keyPrefix });
    for (const name of LIMIT_NAMES) {
      const { perAccount, perAddress } = limits[name];
      if (perAccount) this.counters.set(`${name}:account`, limiterOf(perAccount, `${name}:account`));
      if (perAddress) this.counters.set(`${name}:address`, limiterOf(perAddress, `${name}:address`));
    }
  }

  /** Takes one write of `name` for `writer`, or throws a 429 (taking nothing). Answers how to give it back. */
  async consume(name: LimitName, writer: Writer): Promise<Refund> {
    const taken: Counter[] = [];
    const refund = async () => void (await Promise.all(taken.splice(0).map(({ limiter, key }) => limiter.reward(key))));
    for (const counter of this.countersOf(name, writer)) {
      try {
        await counter.limiter.consume(counter.key);
        taken.push(counter);
      } catch (rejection) {
        // A refused attempt does not count: the window ends when it would have without it.
        await counter.limiter.reward(counter.key);
        await refund();
        if (rejection instanceof RateLimiterRes) throw rateLimited(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)), name, this.limits[name].what);
        throw rejection;
      }
    }
    return refund;
  }

  /** Throws the 429 `consume` would, without taking anything: for a check before costly work. */
  async check(name: LimitName, writer: Writer): Promise<void> {
    for (const { limiter, key } of this.countersOf(name, writer)) {
      const used = await limiter.get(key);
      if (used && used.consumedPoints >= limiter.points) throw rateLimited(Math.max(1, Math.ceil(used.msBeforeNext / 1000)), name, this.limits[name].what);
    }
  }

  private countersOf(name: LimitName, writer: Writer): Counter[] {
    const account = this.counters.get(`${name}:account`);
    const address = this.counters.get(`${name}:address`);
    return [
      ...(account && writer.userId ? [{ limiter: account, key: writer.userId }] : []),
      ...(address && writer.clientIp ? [{ limiter: address, key: writer.clientIp }] : []),
    ];
  }
}
