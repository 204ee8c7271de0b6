import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  const comments = { one: '# comment', other: '# comments' };

  it('takes the singular for 1 and the plural for 0 and many', () => {
    expect(plural(0, comments)).toBe('0 comments');
    expect(plural(1, comments)).toBe('1 comment');
    expect(plural(2, comments)).toBe('2 comments');
  });

  it('writes large counts with digit grouping', () => {
    expect(plural(1204, { one: '# like', other: '# likes' })).toBe('1,204 likes');
  });

  it('lets each form word the count its own way, or leave it out', () => {
    const view = { one: 'View # comment', other: 'View all # comments' };
    expect(plural(1, view)).toBe('View 1 comment');
    expect(plural(12, view)).toBe('View all 12 comments');
    expect(plural(1, { one: 'follower', other: 'followers' })).toBe('follower');
    expect(plural(3, { one: 'follower', other: 'followers' })).toBe('followers');
  });
});
