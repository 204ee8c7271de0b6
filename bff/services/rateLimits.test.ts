import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../limits';
import { TooManyRequestsError } from '../../domain/errors';
import { RateLimits } from './rateLimits';

const limits = (perAccount: number, perAddress: number) =>
  new RateLimits({
    ...DEFAULT_LIMITS,
    comment: { what: 'comments', perAccount: { points: perAccount, seconds: 600 }, perAddress: { points: perAddress, seconds: 30 } },
  });

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('RateLimits', () => {
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
    const counter = new RateLimits({ ...DEFAULT_LIMITS, comment: { what: 'comments', perAccount: null, perAddress: null } });
    for (let i = 0; i < 500; i++) await counter.consume('comment', { userId: 'ann', clientIp: '192.0.2.1' });
  });
});
