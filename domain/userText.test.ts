import { describe, expect, it } from 'vitest';
import { DomainError } from './decider';
import { userText } from './userText';

describe('user text in a decider', () => {
  it('refuses for a decider with a DomainError naming the field', () => {
    expect(userText('  ok ', 'lines', 'Comment')).toBe('ok');
    const refusal = (() => {
      try {
        userText('a\u0000', 'lines', 'Comment', 'content');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ kind: 'invalid', message: 'Comment cannot contain control characters', field: 'content' });
  });
});
