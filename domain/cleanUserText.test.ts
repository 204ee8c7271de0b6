import { describe, expect, it } from 'vitest';
import { cleanUserText, type TextKind } from './cleanUserText';

const kept = (raw: string, kind: TextKind = 'lines') => {
  const result = cleanUserText(raw, kind);
  if (!result.ok) throw new Error(`refused: ${result.problem}`);
  return result.text;
};
const problem = (raw: string, kind: TextKind = 'lines') => {
  const result = cleanUserText(raw, kind);
  return result.ok ? null : result.problem;
};

describe('user text', () => {
  it('stores a decomposed letter as the one character people type (NFC)', () => {
    const decomposed = 'Cafe\u0301';
    expect(decomposed).toHaveLength(5);
    expect(kept(decomposed)).toBe('Café');
    expect(kept(decomposed)).toHaveLength(4);
  });

  it('reads text with nothing visible in it as empty', () => {
    for (const invisible of [
      '\u200B',
      '\u200B\u200C\u200D',
      '\uFEFF',
      '\u2060\u2060',
      ' \u200B \u00AD ',
      '\u2800',
      '\u3164',
      '\uFE0F',
      '\u200F\u200E',
      '\n\t \n',
    ])
      expect(kept(invisible), JSON.stringify(invisible)).toBe('');
  });

  it('trims spaces and invisible characters from the ends, and keeps the joiners inside an emoji', () => {
    expect(kept('\u200B  hello \uFEFF')).toBe('hello');
    expect(kept('👩‍👩‍👧‍👦 ❤️')).toBe('👩‍👩‍👧‍👦 ❤️');
    expect(kept('#️⃣')).toBe('#️⃣');
  });

  it('keeps newlines and tabs in a multi-line field, with CRLF made LF, and refuses them on one line', () => {
    expect(kept('one\r\ntwo\rthree\tfour')).toBe('one\ntwo\nthree\tfour');
    expect(problem('Ann\nLee', 'line')).toBe('cannot contain line breaks or control characters');
    expect(problem('Ann\tLee', 'line')).toBe('cannot contain line breaks or control characters');
    expect(problem('Ann\u2028Lee', 'line')).toBe('cannot contain line breaks or control characters');
  });

  it('refuses NUL and other C0 and C1 controls', () => {
    for (const text of ['\u0000', 'a\u0000b', 'a\u0007', 'bell\u001B[31m', 'a\u007F', 'a\u0085b', 'a\u009Bb'])
      expect(problem(text), JSON.stringify(text)).toBe('cannot contain control characters');
  });

  it('refuses lone surrogates, which are not text', () => {
    for (const text of ['\uD800', 'a\uDC00', '\uDBFFx', '📸'.slice(0, 1)])
      for (const kind of ['line', 'lines'] as const) expect(problem(text, kind), JSON.stringify(text)).toBe('contains characters that are not valid text');
  });

  it('refuses direction overrides, embeddings and isolates on one line, and keeps them in a multi-line text', () => {
    for (const control of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'])
      expect(problem(`Ann${control}nimda`, 'line')).toBe('cannot contain text direction controls');
    expect(kept('\u202Eevil\u202C said hi')).toBe('\u202Eevil\u202C said hi');
    // The marks steer punctuation in right-to-left names and stay.
    expect(kept('שלום!\u200F', 'line')).toBe('שלום!\u200F');
  });

  it('allows 4 marks on one character, as real scripts use, and refuses a 5th', () => {
    for (const text of ['Tie\u0302\u0301ng Vie\u0323\u0302t', 'בְּרֵאשִׁ֖ית', 'ཧཱུྃ', 'क़ि', 'สวัสดี', `x${'\u0301'.repeat(4)}`]) expect(problem(text), text).toBeNull();
    // Counted after NFC: x has no accented form, so its marks all stay marks.
    expect(problem(`x${'\u0301'.repeat(5)}`)).toBe('cannot have more than 4 accents or marks on one character');
    expect(problem(`a${'\u0301'.repeat(2199)}`, 'line')).toBe('cannot have more than 4 accents or marks on one character');
    // A joiner between the marks does not make a new character for them.
    expect(problem(`x${'\u0301\u200D'.repeat(5)}`)).toBe('cannot have more than 4 accents or marks on one character');
  });

  it('takes a long run of spaces in linear time', () => {
    const started = performance.now();
    expect(kept(`${' '.repeat(300_000)}a${' '.repeat(300_000)}b`)).toBe(`a${' '.repeat(300_000)}b`);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
