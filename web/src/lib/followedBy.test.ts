import { describe, expect, it } from 'vitest';
import { followedByText } from './followedBy';

const people = (...names: string[]) => names.map((username) => ({ username }));

describe('why someone is suggested', () => {
  it("names the viewer's followees who follow them, and counts the rest", () => {
    expect(followedByText(people('alice'), 1, 5)).toBe('Followed by alice');
    expect(followedByText(people('alice', 'bob'), 2, 5)).toBe('Followed by alice and bob');
    expect(followedByText(people('alice', 'bob'), 3, 5)).toBe('Followed by alice + 2 more');
    expect(followedByText(people('alice', 'bob'), 12, 40)).toBe('Followed by alice + 11 more');
  });

  it('tells a popular account by its followers, and a new one as new', () => {
    expect(followedByText([], 0, 1)).toBe('1 follower');
    expect(followedByText([], 0, 1200)).toBe('1200 followers');
    expect(followedByText([], 0, 0)).toBe('New to Glimpse');
  });
});
