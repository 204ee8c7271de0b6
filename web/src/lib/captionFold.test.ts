import { describe, expect, it } from 'vitest';
import { captionFold } from './captionFold';

const fold = (text: string) => {
  const cut = captionFold(text);
  return cut === null ? null : text.slice(0, cut);
};

describe('captionFold', () => {
  it('leaves a short caption whole', () => {
    expect(fold('Harbour at #dawn')).toBeNull();
    expect(fold('a'.repeat(125))).toBeNull();
    expect(fold('One\nTwo')).toBeNull();
    expect(fold(`${'word '.repeat(25)}   `)).toBeNull();
  });

  it('folds after about 125 characters, on a space', () => {
    const text = `${'word '.repeat(30)}end`;
    expect(fold(text)).toBe('word '.repeat(25).trimEnd());
  });

  it('never splits a hashtag', () => {
    const text = `${'x'.repeat(120)} #sunset_over_the_harbour and more`;
    expect(fold(text)).toBe('x'.repeat(120));
  });

  it('folds after the second line', () => {
    expect(fold('First line\nSecond line\nThird line')).toBe('First line\nSecond line');
    expect(fold('One\n\nThree')).toBe('One');
  });

  it('cuts a long run without spaces between whole characters', () => {
    const flags = '🇫🇷'.repeat(130);
    expect(fold(flags)).toBe('🇫🇷'.repeat(125));
    expect(fold(`${'é'.repeat(126)}`)).toBe('é'.repeat(125));
  });
});
