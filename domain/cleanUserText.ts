/**
 * The one rule every piece of text a person writes passes through (names, bios, captions,
 * locations, comments, messages, reports, reasons, admin chat, usernames), before any length or
 * emptiness check of its own field. It answers the text as it is stored and shown, or what is
 * wrong with it.
 *
 * - `line`: a single-line field (a name, a location), shown inline next to other things.
 * - `lines`: a multi-line field (a comment, a bio, a message), which may hold newlines and tabs.
 */
export type TextKind = 'line' | 'lines';

export type CleanText = { ok: true; text: string } | { ok: false; problem: string };

/**
 * Combining marks (accents, vowel signs, tone marks, variation selectors) allowed on one
 * character. 4 covers every script's real use: Vietnamese needs 2 (and NFC composes most of
 * them away), Thai 2, Devanagari and Tibetan 3, pointed Hebrew with a cantillation mark 4, a
 * keycap emoji 2. A 5th and more only stack a tower that climbs over the lines above ("Zalgo"
 * text: one letter with 2,199 marks covered every comment above it).
 */
export const MARKS_PER_CHARACTER_MAX = 4;

/**
 * C0 and C1 controls and DEL (Unicode's Cc: U+0000-U+001F, U+007F-U+009F), but for the tab and
 * the newline a multi-line field keeps (CR was made LF).
 */
const CONTROL_IN_LINES = /(?![\t\n])\p{Cc}/u;
/** A single line holds no control character at all, nor the line and paragraph separators. */
const CONTROL_OR_BREAK_IN_LINE = /[\p{Cc}\u2028\u2029]/u;
/**
 * Embeddings, overrides and isolates (LRE RLE PDF LRO RLO, LRI RLI FSI PDI) reorder the text
 * around them: in a name shown next to a badge, 'nimda' with RLO reads as 'admin', or the badge
 * itself lands inside the name. The page isolates each name too (<bdi>); a single line has no
 * honest use for them. LRM and RLM (marks, not controls) stay: they only steer punctuation.
 */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
/**
 * Characters that show nothing: zero-width space, non-joiner and joiner, word joiner and the
 * invisible operators, BOM, soft hyphen, combining grapheme joiner, Hangul fillers, Mongolian
 * vowel separator, braille blank. Trimmed from both ends like spaces (inside, a joiner builds an
 * emoji or a Persian word, so it stays).
 */
const INVISIBLE = '\u00AD\u034F\u115F\u1160\u180E\u200B-\u200D\u2060-\u2064\u2800\u3164\uFEFF\uFFA0';
/** All of them, and every space, are in the basic plane: one UTF-16 unit each. */
const EDGE = new RegExp(`[\\s${INVISIBLE}]`);
/** Nothing a reader could see: spaces and default-ignorable characters only (variation selectors, bidi marks...). */
const BLANK = new RegExp(`^[\\s${INVISIBLE}\\p{Default_Ignorable_Code_Point}]*$`, 'u');
/**
 * One more mark than allowed on one character; format characters (a joiner, a bidi mark) between
 * the marks do not start a new character. The two classes are disjoint, so this never backtracks.
 */
const TOO_MANY_MARKS = new RegExp(`\\p{M}(?:\\p{Cf}*\\p{M}){${MARKS_PER_CHARACTER_MAX}}`, 'u');

/**
 * Trims spaces and invisible characters from both ends. By hand: a regex such as /\s+$/ retries
 * from every space of a long run of spaces, which is quadratic on the 300,000 spaces a client can send.
 */
function trimEdges(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && EDGE.test(text[start])) start++;
  while (end > start && EDGE.test(text[end - 1])) end--;
  return text.slice(start, end);
}

function controlProblem(text: string, kind: TextKind): string | null {
  if (kind === 'line') return CONTROL_OR_BREAK_IN_LINE.test(text) ? 'cannot contain line breaks or control characters' : null;
  return CONTROL_IN_LINES.test(text) ? 'cannot contain control characters' : null;
}

/**
 * Normalizes `raw` to NFC (a decomposed 'é' is stored as the one character people type), turns
 * CRLF and CR into LF, trims spaces and invisible characters from both ends, and answers '' for
 * text with nothing visible in it, so a required field says its own "empty" message. Refuses
 * lone surrogates (not text: they cannot even be stored as UTF-8), control characters, bidi
 * controls on a single line, and more than MARKS_PER_CHARACTER_MAX marks on one character.
 */
export function cleanUserText(raw: string, kind: TextKind): CleanText {
  if (!raw.isWellFormed()) return { ok: false, problem: 'contains characters that are not valid text' };
  const unified = kind === 'lines' ? raw.replace(/\r\n?/g, '\n') : raw;
  const text = trimEdges(unified.normalize('NFC'));
  if (BLANK.test(text)) return { ok: true, text: '' };
  const control = controlProblem(text, kind);
  if (control) return { ok: false, problem: control };
  if (kind === 'line' && BIDI_CONTROL.test(text)) return { ok: false, problem: 'cannot contain text direction controls' };
  if (TOO_MANY_MARKS.test(text)) return { ok: false, problem: `cannot have more than ${MARKS_PER_CHARACTER_MAX} accents or marks on one character` };
  return { ok: true, text };
}
