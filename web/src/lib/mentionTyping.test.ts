import { describe, expect, it } from 'vitest';
import { insertMention, typedMention } from './mentionTyping';

describe('typedMention', () => {
  it('finds the name being typed after an @, at the start or after a space or bracket', () => {
    expect(typedMention('@an', 3)).toEqual({ start: 0, query: 'an' });
    expect(typedMention('hi (@bo', 7)).toEqual({ start: 4, query: 'bo' });
    expect(typedMention('hi @', 4)).toEqual({ start: 3, query: '' });
  });
  it('finds it with the caret in the middle of the name', () => {
    expect(typedMention('hi @anna there', 6)).toEqual({ start: 3, query: 'an' });
  });
  it('finds none in an email address, after a space, or without an @', () => {
    expect(typedMention('me@exa', 6)).toBeNull();
    expect(typedMention('@ann ', 5)).toBeNull();
    expect(typedMention('ann', 3)).toBeNull();
  });
});

describe('insertMention', () => {
  it('replaces the whole name under the caret with the chosen one and a space', () => {
    const text = 'hi @an there';
    expect(insertMention(text, 6, { start: 3, query: 'an' }, 'anna')).toEqual({ text: 'hi @anna there', caret: 9 });
    expect(insertMention('@a', 2, { start: 0, query: 'a' }, 'ann.lee')).toEqual({ text: '@ann.lee ', caret: 9 });
  });
});
