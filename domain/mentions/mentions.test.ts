import { describe, expect, it } from 'vitest';
import { MENTIONS_MAX, mentionMatches, mentionedUsernames, mentionsTooMany } from './mentions';

describe('mentions', () => {
  it('finds each distinct name once, lower-cased, in order', () => {
    expect(mentionedUsernames('@Ann and @bob_1, then @ann again with @c.d')).toEqual(['ann', 'bob_1', 'c.d']);
  });
  it("leaves a sentence's trailing dots out of the name", () => {
    expect(mentionMatches('thanks @ann.')).toEqual([{ start: 7, end: 11, username: 'ann' }]);
  });
  it('mentions nobody in an email address, a lone @ or a doubled one', () => {
    expect(mentionedUsernames('mail ann@example.com or @ or @@bob or x.@eve')).toEqual([]);
  });
  it('finds a mention at the start, after punctuation and after a new line', () => {
    expect(mentionedUsernames('@ann (@bob)\n@cyd')).toEqual(['ann', 'bob', 'cyd']);
  });
  it(`allows ${MENTIONS_MAX} distinct people in one text, not more`, () => {
    const names = (n: number) => Array.from({ length: n }, (_, i) => `@user${i}`).join(' ');
    expect(mentionsTooMany(names(MENTIONS_MAX))).toBe(false);
    expect(mentionsTooMany(`${names(MENTIONS_MAX)} @user0`)).toBe(false);
    expect(mentionsTooMany(names(MENTIONS_MAX + 1))).toBe(true);
  });
});
