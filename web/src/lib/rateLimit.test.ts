import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { failureToast } from './rateLimit';

const refused = (message: string, code: string) => new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

describe('the toast of a failed action', () => {
  it('tells a timed-out person until when, in the server’s words, instead of the failure', () =>
    expect(failureToast('Failed to update like. Please try again.', refused('You are timed out until 14:05 UTC on 22 Nov.', 'FORBIDDEN'))).toEqual({
      title: 'You are timed out until 14:05 UTC on 22 Nov.',
      variant: 'destructive',
    }));
  it('keeps the failure, with a rate limit’s words under it', () =>
    expect(failureToast('Failed to update like. Please try again.', refused('Too many likes in a short time.', 'TOO_MANY_REQUESTS'))).toEqual({
      title: 'Failed to update like. Please try again.',
      description: 'Too many likes in a short time.',
      variant: 'destructive',
    }));
  it('keeps the failure for anything else', () =>
    expect(failureToast('Failed to send message. Please try again.', new Error('offline'))).toEqual({
      title: 'Failed to send message. Please try again.',
      description: undefined,
      variant: 'destructive',
    }));
});
