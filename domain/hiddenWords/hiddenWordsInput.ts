import { cleanUserText } from '../cleanUserText';
import { characterCount } from '../text';

/** How many words or phrases a person may hide, and how long each may be (in characters). */
export const HIDDEN_WORDS_MAX = 100;
export const HIDDEN_WORD_LENGTH_MAX = 50;

export const HIDDEN_WORDS_NOT_A_LIST = 'words must be a list of words or phrases';
export const HIDDEN_WORD_EMPTY = 'A hidden word cannot be empty';
export const HIDDEN_WORD_TOO_LONG = `Each hidden word or phrase must be at most ${HIDDEN_WORD_LENGTH_MAX} characters`;
export const TOO_MANY_HIDDEN_WORDS = `You can hide at most ${HIDDEN_WORDS_MAX} words or phrases`;

export type HiddenWordsCheck = { ok: true; words: string[] } | { ok: false; problem: string };

/** One word or phrase as it is kept: clean (cleanUserText.ts), on one line, its spaces made single. */
export function hiddenWord(raw: string): { ok: true; word: string } | { ok: false; problem: string } {
  const clean = cleanUserText(raw, 'line');
  if (!clean.ok) return { ok: false, problem: `Hidden word ${clean.problem}` };
  const word = clean.text.replace(/\s+/gu, ' ');
  if (word.length === 0) return { ok: false, problem: HIDDEN_WORD_EMPTY };
  if (characterCount(word) > HIDDEN_WORD_LENGTH_MAX) return { ok: false, problem: HIDDEN_WORD_TOO_LONG };
  return { ok: true, word };
}

/** Whether two entries are the same to the matching, which ignores case. */
export const sameHiddenWord = (a: string, b: string) => a.toLocaleLowerCase('und') === b.toLocaleLowerCase('und');

/**
 * The list a person asked for, as it is kept: each entry checked (hiddenWord), repeats (ignoring
 * case) left out; at most HIDDEN_WORDS_MAX entries. Shared by the server and the settings screen.
 */
export function hiddenWordsInput(raw: unknown): HiddenWordsCheck {
  if (!Array.isArray(raw) || raw.some((w) => typeof w !== 'string')) return { ok: false, problem: HIDDEN_WORDS_NOT_A_LIST };
  // Counted before anything else, so that a huge list is refused without cleaning each entry.
  if (raw.length > HIDDEN_WORDS_MAX) return { ok: false, problem: TOO_MANY_HIDDEN_WORDS };
  const words: string[] = [];
  for (const entry of raw as string[]) {
    const checked = hiddenWord(entry);
    if (!checked.ok) return checked;
    if (!words.some((w) => sameHiddenWord(w, checked.word))) words.push(checked.word);
  }
  return { ok: true, words };
}
