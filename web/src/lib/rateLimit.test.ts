import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { failureToast, refusalOf, timedOutMessage } from './rateLimit';

const refused = (message: string, extensions: Record<string, unknown>) => new CombinedGraphQLErrors({ errors: [{ message, extensions }] });
const TIMED_OUT_ES = 'Tu cuenta está suspendida temporalmente hasta las 14:05 UTC del 22 de nov.';
const timedOut = { code: 'FORBIDDEN', timedOutUntil: '2026-11-22T14:05:00.000Z' };

describe('the toast of a failed action', () => {
  it('tells a timed-out person until when, in the server’s words (in any language), instead of the failure', () => {
    expect(failureToast('Failed to update like. Please try again.', refused('You are timed out until 14:05 UTC on 22 Nov.', timedOut))).toEqual({
      title: 'You are timed out until 14:05 UTC on 22 Nov.',
      variant: 'destructive',
    });
    expect(failureToast('No se pudo actualizar el Me gusta.', refused(TIMED_OUT_ES, timedOut))).toEqual({ title: TIMED_OUT_ES, variant: 'destructive' });
  });
  it('keeps the failure, with a rate limit’s words under it', () =>
    expect(failureToast('Failed to update like. Please try again.', refused('Too many likes in a short time.', { code: 'TOO_MANY_REQUESTS' }))).toEqual({
      title: 'Failed to update like. Please try again.',
      description: 'Too many likes in a short time.',
      variant: 'destructive',
    }));
  it('keeps the failure for anything else, another forbidden action too', () => {
    expect(failureToast('Failed to send message. Please try again.', new Error('offline'))).toEqual({
      title: 'Failed to send message. Please try again.',
      description: undefined,
      variant: 'destructive',
    });
    expect(timedOutMessage(refused('You cannot comment on this post.', { code: 'FORBIDDEN' }))).toBeUndefined();
  });
});

describe('a REST refusal', () => {
  it('carries the body’s words and whether the person is timed out', () => {
    expect(timedOutMessage(refusalOf({ message: TIMED_OUT_ES, timedOutUntil: '2026-11-22T14:05:00.000Z' }, 'Upload failed'))).toBe(TIMED_OUT_ES);
    expect(timedOutMessage(refusalOf({ message: 'File too large' }, 'Upload failed'))).toBeUndefined();
    expect(refusalOf(null, 'Upload failed').message).toBe('Upload failed');
  });
});
