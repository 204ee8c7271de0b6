import { describe, expect, it } from 'vitest';
import { attemptFromErrors } from './transport';

describe('a GraphQL answer with errors', () => {
  it('is a refusal in the server’s words when sending again cannot help', () => {
    expect(attemptFromErrors([{ message: 'Post not found', extensions: { code: 'NOT_FOUND' } }])).toEqual({
      status: 'refused',
      message: 'Post not found',
      timedOut: false,
    });
    const limit = 'Too many comments in a short time. Please try again in 10 minutes.';
    expect(attemptFromErrors([{ message: limit, extensions: { code: 'TOO_MANY_REQUESTS' } }])).toEqual({ status: 'refused', message: limit, timedOut: false });
  });

  it('says when the refusal is a timeout, whatever its language', () => {
    const words = 'Tu cuenta está suspendida temporalmente hasta las 14:05 UTC del 22 de nov.';
    expect(attemptFromErrors([{ message: words, extensions: { code: 'FORBIDDEN', timedOutUntil: '2026-11-22T14:05:00.000Z' } }])).toEqual({
      status: 'refused',
      message: words,
      timedOut: true,
    });
  });

  it('waits for later when the session, the server or the operation is not there now', () => {
    for (const code of ['UNAUTHENTICATED', 'INTERNAL_SERVER_ERROR', 'PERSISTED_QUERY_NOT_FOUND', 'OPERATION_NOT_TRUSTED'])
      expect(attemptFromErrors([{ message: 'no', extensions: { code } }])).toEqual({ status: 'later' });
  });

  it('is refused when any of its errors is final', () => {
    const errors = [
      { message: 'later', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      { message: 'Comment must be at most 2200 characters', extensions: { code: 'BAD_USER_INPUT' } },
    ];
    expect(attemptFromErrors(errors)).toEqual({ status: 'refused', message: 'Comment must be at most 2200 characters', timedOut: false });
  });
});
