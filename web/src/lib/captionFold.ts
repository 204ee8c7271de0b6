/** How much of a long caption a post card shows before '... more', as Instagram folds them. */
export const FOLD_CHARACTERS = 125;
export const FOLD_LINES = 2;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Where to fold `text`: the index to cut it at, or null when it fits. At most two lines and about
 * 125 characters stay; the cut falls on a space, so that no word, hashtag or mention is split (a
 * run of letters with no space is cut between two characters as one sees them).
 */
export function captionFold(text: string): number | null {
  let cut = text.length;
  let newlines = 0;
  for (let i = 0; i < text.length && newlines < FOLD_LINES; i++) {
    if (text[i] === '\n' && ++newlines === FOLD_LINES) cut = i;
  }
  const limit = characterIndex(text, FOLD_CHARACTERS);
  if (limit < cut) {
    const space = lastSpace(text, limit);
    cut = space > 0 ? space : limit;
  }
  const kept = text.slice(0, cut).trimEnd();
  return kept.length > 0 && text.slice(cut).trim().length > 0 ? kept.length : null;
}

/** The index after the first `count` characters (graphemes) of `text`, or its length when it is shorter. */
function characterIndex(text: string, count: number): number {
  let seen = 0;
  for (const { index } of graphemes.segment(text)) {
    if (seen++ === count) return index;
  }
  return text.length;
}

/** The index of the last white space at or before `end` (the one the fold replaces), or -1. */
function lastSpace(text: string, end: number): number {
  for (let i = end; i > 0; i--) if (/\s/.test(text[i] ?? '')) return i;
  return -1;
}
