import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain/decider';
import { forbidden, invalidInput, notFound, rateLimited, TimedOutError, tooManyFailedAttempts, unauthenticated } from '../domain/errors';
import { describeError, graphqlCodeOfStatus, HttpError } from './errors';

describe('describeError: the one place a refusal becomes a status', () => {
  it('answers each kind of domain error with its status and the message the person sees', () => {
    expect(describeError(invalidInput('content must be text', 'content'))).toEqual({ status: 400, message: 'content must be text' });
    expect(describeError(unauthenticated())).toEqual({ status: 401, message: 'Authentication required' });
    expect(describeError(forbidden('Admin privileges required.'))).toEqual({ status: 403, message: 'Admin privileges required.' });
    expect(describeError(notFound('Post'))).toEqual({ status: 404, message: 'Post not found' });
    expect(describeError(new DomainError('conflict', 'This user is already banned.'))).toEqual({ status: 409, message: 'This user is already banned.' });
  });

  it('says when to try again after too many requests', () => {
    expect(describeError(rateLimited(30, 'comment', 'comments'))).toMatchObject({
      status: 429,
      message: 'Too many comments in a short time. Please try again in 30 seconds.',
      retryAfterSeconds: 30,
    });
    expect(describeError(tooManyFailedAttempts(61))).toMatchObject({
      status: 429,
      message: 'Too many failed sign-in attempts. Please try again in 2 minutes.',
      retryAfterSeconds: 61,
    });
    expect(describeError(new HttpError(503, 'Busy', 60))).toEqual({ status: 503, message: 'Busy', retryAfterSeconds: 60 });
  });

  it('says until when a person is timed out, beside the words', () => {
    expect(describeError(new TimedOutError(new Date('2026-11-22T14:05:00Z')))).toMatchObject({
      status: 403,
      message: 'You are timed out until 14:05 UTC on 22 Nov.',
      details: { timedOutUntil: '2026-11-22T14:05:00.000Z' },
    });
  });

  it('has a GraphQL code for every status it answers', () => {
    for (const status of [400, 401, 403, 404, 409, 429, 503, 500]) expect(graphqlCodeOfStatus[status]).toBeDefined();
  });
});
