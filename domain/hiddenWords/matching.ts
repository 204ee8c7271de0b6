/**
 * Whether a text contains one of a person's hidden words: case-insensitive, whole words only
 * ('cat' hides "Cat!" but not "cats" or "concat"), a phrase as the same words in a row with only
 * spaces or punctuation between them ('bad guy' hides "bad, guy"). A letter, mark, digit or
 * underscore of any script is part of a word.
 *
 * The rule is a single regular expression written only in syntax that JavaScript's Unicode mode
 * (the `u` flag) shares with PCRE, so that the pattern has one meaning in either.
 */

const WORD_CHARACTER = '[\\p{L}\\p{M}\\p{N}_]';
const BETWEEN_WORDS = '[^\\p{L}\\p{M}\\p{N}_]+';
const isWordCharacter = (character: string) => /[\p{L}\p{M}\p{N}_]/u.test(character);
const escapeRegex = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');

/** The flags the pattern is meant for: case-insensitive, Unicode. */
export const HIDDEN_WORDS_FLAGS = 'iu';

function entryPattern(word: string): string {
  const characters = [...word];
  const body = word.split(' ').map(escapeRegex).join(BETWEEN_WORDS);
  // Bounded only where the entry starts or ends with a word character: '🍆' hides the emoji anywhere.
  const start = isWordCharacter(characters[0]) ? `(?<!${WORD_CHARACTER})` : '';
  const end = isWordCharacter(characters.at(-1)!) ? `(?!${WORD_CHARACTER})` : '';
  return `${start}${body}${end}`;
}

/** The pattern (for HIDDEN_WORDS_FLAGS) that finds any of `words`; null when there are none. */
export function hiddenWordsPattern(words: readonly string[]): string | null {
  const entries = words.filter((w) => w.length > 0);
  return entries.length === 0 ? null : entries.map(entryPattern).join('|');
}

/** Whether `text` holds one of the words the pattern stands for. */
export const containsHiddenWord = (text: string, pattern: string | null): boolean => pattern !== null && new RegExp(pattern, HIDDEN_WORDS_FLAGS).test(text);
