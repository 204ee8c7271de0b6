import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { followedByText } from './followedBy';

const english = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });
const say = (people: { username: string }[], count: number, followers: number) => followedByText(people, count, followers, english.formatMessage);

const people = (...names: string[]) => names.map((username) => ({ username }));

describe('why someone is suggested', () => {
  it("names the viewer's followees who follow them, and counts the rest", () => {
    expect(say(people('alice'), 1, 5)).toBe('Followed by alice');
    expect(say(people('alice', 'bob'), 2, 5)).toBe('Followed by alice and bob');
    expect(say(people('alice', 'bob'), 3, 5)).toBe('Followed by alice + 2 more');
    expect(say(people('alice', 'bob'), 12, 40)).toBe('Followed by alice + 11 more');
  });

  it('tells a popular account by its followers, and a new one as new', () => {
    expect(say([], 0, 1)).toBe('1 follower');
    expect(say([], 0, 1200)).toBe('1200 followers');
    expect(say([], 0, 0)).toBe('New to Glimpse');
  });
});
