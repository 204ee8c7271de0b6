import { describe, expect, it } from 'vitest';
import { containsHiddenWord, hiddenWordsPattern } from './matching';

const hides = (words: string[], text: string) => containsHiddenWord(text, hiddenWordsPattern(words));

describe('hidden words matching', () => {
  it('finds whole words, ignoring case', () => {
    expect(hides(['cat'], 'What a CAT!')).toBe(true);
    expect(hides(['cat'], 'cat')).toBe(true);
    expect(hides(['cat'], 'cats and concatenation')).toBe(false);
    expect(hides(['cat'], 'my_cat')).toBe(false);
    expect(hides(['cat'], 'cat2')).toBe(false);
  });

  it('finds a phrase as the same words in a row, with spaces or punctuation between', () => {
    expect(hides(['bad guy'], 'you are a Bad  guy')).toBe(true);
    expect(hides(['bad guy'], 'bad, guy')).toBe(true);
    expect(hides(['bad guy'], 'bad guys')).toBe(false);
    expect(hides(['bad guy'], 'guy bad')).toBe(false);
  });

  it('knows the words of every script, and accents belong to their word', () => {
    expect(hides(['café'], 'Un CAFÉ, merci')).toBe(true);
    expect(hides(['caf'], 'café')).toBe(false);
    expect(hides(['спойлер'], 'Это СПОЙЛЕР!')).toBe(true);
    expect(hides(['спойлер'], 'спойлеры')).toBe(false);
  });

  it('takes special characters literally, and bounds an entry only where it has a word character at its edge', () => {
    expect(hides(['a.b'], 'aXb')).toBe(false);
    expect(hides(['a.b'], 'see a.b here')).toBe(true);
    expect(hides(['(x)'], 'f(x) = 1')).toBe(true);
    expect(hides(['🍆'], 'nice🍆')).toBe(true);
    expect(hides(['#spoiler'], 'no #spoilers')).toBe(false);
    expect(hides(['#spoiler'], 'no #spoiler please')).toBe(true);
  });

  it('finds any of several entries, and nothing without any', () => {
    expect(hides(['one', 'two'], 'number two')).toBe(true);
    expect(hiddenWordsPattern([])).toBeNull();
    expect(containsHiddenWord('anything', null)).toBe(false);
  });
});
