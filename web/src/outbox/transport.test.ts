import { describe, expect, it } from 'vitest';
import { attemptFromErrors } from './transport';

describe('a GraphQL answer with errors', () => {
  it('is a refusal in the server’s words when sending again cannot help', () => {
    expect(attemptFromErrors([{ message: 'Post not found', extensions: { code: 'NOT_FOUND' } }])).toEqual({ status: 'refused', message: 'Post not found' });
    const limit = 'Too many comments in a short time. Please try again in 10 minutes.';
    expect(attemptFromErrors([{ message: limit, extensions: { code: 'TOO_MANY_REQUESTS' } }])).toEqual({ status: 'refused', message: limit });
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
    expect(attemptFromErrors(errors)).toEqual({ status: 'refused', message: 'Comment must be at most 2200 characters' });
  });
});
