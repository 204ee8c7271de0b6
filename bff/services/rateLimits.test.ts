import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSharedStateDatabase } from '../../infra/sqlite/sharedStateDatabase';
import { tempDataDir } from '../../tests/support/tempDataDir';
import { DEFAULT_LIMITS, type Limits } from '../limits';
import { TooManyRequestsError } from '../../domain/errors';
import { type LimiterStore, memoryLimiters, sqliteLimiters, sweepExpiredLimits } from './limiterStore';
import { RateLimits } from './rateLimits';

const data = await tempDataDir();
const file = join(data.dir, 'events.sqlite');
// Two connections to one file: two processes of one machine.
const connections = [openSharedStateDatabase(file, () => {}), openSharedStateDatabase(file, () => {})];
afterAll(async () => {
  for (const db of connections) db.close();
  await data.remove();
});

const commentLimits = (perAccount: number, perAddress: number): Limits => ({
  ...DEFAULT_LIMITS,
  comment: { what: 'comments', perAccount: { points: perAccount, seconds: 600 }, perAddress: { points: perAddress, seconds: 30 } },
});

describe.each([
  ['in memory', () => memoryLimiters],
  ['in the database', () => sqliteLimiters(connections[0], 'secret')],
] as [string, () => LimiterStore][])('RateLimits %s', (_where, store) => {
  // Names are unique per test, as the database's counts outlive each test.
  let run = 0;
  const limits = (perAccount: number, perAddress: number) => {
    const counter = new RateLimits(commentLimits(perAccount, perAddress), store());
    const tag = `-${++run}-${Math.random().toString(36).slice(2)}`;
    return {
      consume: (name: 'comment', writer: { userId: string | null; clientIp: string | null }) =>
        counter.consume(name, { userId: writer.userId && writer.userId + tag, clientIp: writer.clientIp && writer.clientIp + tag }),
      check: (name: 'comment', writer: { userId: string | null; clientIp: string | null }) =>
        counter.check(name, { userId: writer.userId && writer.userId + tag, clientIp: writer.clientIp && writer.clientIp + tag }),
    };
  };

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error,
    );

  it('refuses the write past an account limit as too many requests, saying when to try again', async () => {
    const counter = limits(2, 100);
    await counter.consume('comment', { userId: 'ann', clientIp: '192.0.2.1' });
    await counter.consume('comment', { userId: 'ann', clientIp: '192.0.2.2' });
    const error = await refusal(counter.consume('comment', { userId: 'ann', clientIp: '192.0.2.3' }));
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect(error).toMatchObject({ kind: 'too_many_requests', message: 'Too many comments in a short time. Please try again in 10 minutes.' });
    expect((error as TooManyRequestsError).retryAfterSeconds).toBeGreaterThan(590);
    // Someone else is not affected.
    await counter.consume('comment', { userId: 'bob', clientIp: '192.0.2.1' });
  });

  it('refuses past an address limit whoever writes, and says seconds when it is under a minute', async () => {
    const counter = limits(100, 2);
    await counter.consume('comment', { userId: 'ann', clientIp: '192.0.2.1' });
    await counter.consume('comment', { userId: 'bob', clientIp: '192.0.2.1' });
    const error = await refusal(counter.consume('comment', { userId: 'cat', clientIp: '192.0.2.1' }));
    expect(error).toMatchObject({
      kind: 'too_many_requests',
      message: expect.stringMatching(/^Too many comments in a short time\. Please try again in \d\d? seconds?\.$/),
    });
    // The refused write took nothing from cat's own account.
    await counter.consume('comment', { userId: 'cat', clientIp: '192.0.2.9' });
  });

  it('gives back what a refund returns, and a refused attempt takes nothing', async () => {
    const counter = limits(1, 100);
    const refund = await counter.consume('comment', { userId: 'ann', clientIp: null });
    await expect(counter.check('comment', { userId: 'ann', clientIp: null })).rejects.toThrow(TooManyRequestsError);
    await refund();
    await counter.check('comment', { userId: 'ann', clientIp: null });
    await counter.consume('comment', { userId: 'ann', clientIp: null });
    await expect(counter.consume('comment', { userId: 'ann', clientIp: null })).rejects.toThrow(TooManyRequestsError);
  });

  it('counts nothing for a limit that is off', async () => {
    const counter = new RateLimits({ ...DEFAULT_LIMITS, comment: { what: 'comments', perAccount: null, perAddress: null } }, store());
    for (let i = 0; i < 500; i++) await counter.consume('comment', { userId: 'ann', clientIp: '192.0.2.1' });
  });
});

describe('RateLimits shared through the database', () => {
  it('refuses the Nth write whichever process counts it', async () => {
    const [one, two] = connections.map((db) => new RateLimits(commentLimits(3, 100), sqliteLimiters(db, 'secret')));
    const dan = { userId: 'dan-shared', clientIp: '192.0.2.50' };
    await one.consume('comment', dan);
    await two.consume('comment', dan);
    await one.consume('comment', dan);
    await expect(two.consume('comment', dan)).rejects.toThrow(TooManyRequestsError);
    await expect(one.consume('comment', dan)).rejects.toThrow(TooManyRequestsError);
    // Keyed hashes: the file keeps no account id or address in the clear.
    const clear = connections[0]
      .prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM rate_limits WHERE key LIKE '%dan-shared%' OR key LIKE '%192.0.2.50%'")
      .get();
    expect(clear?.n).toBe(0);
  });

  it('forgets counts an hour after their window ended, and no sooner (the leader sweeps)', async () => {
    const store = sqliteLimiters(connections[1], 'secret');
    const counter = new RateLimits(commentLimits(1, 100), store);
    const eve = { userId: 'eve-swept', clientIp: null };
    await counter.consume('comment', eve);
    sweepExpiredLimits(store, new Date(Date.now() + 600_000 + 3_599_000));
    await expect(counter.consume('comment', eve)).rejects.toThrow(TooManyRequestsError);
    sweepExpiredLimits(store, new Date(Date.now() + 600_000 + 3_601_000));
    await counter.consume('comment', eve);
  });
});
