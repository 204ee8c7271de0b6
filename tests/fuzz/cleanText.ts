import type { StoredEvent } from '../../domain/ports/eventStore';

/**
 * What "stored in a clean form" means, checked on the events a call appended, independently of
 * the server's own rule (domain/userText.ts): every text is well-formed UTF-16, in NFC, free of
 * control characters but newline and tab, trimmed, not invisible-only, with at most 4 marks on a
 * character; and a single-line field (a name, an email, a location) has no line breaks, tabs or
 * direction controls either.
 */
const SINGLE_LINE = new Set(['username', 'email', 'fullName', 'location']);
/** C0 and C1 controls and DEL but tab and newline, by number (apart from the server's regex). */
const isControl = (code: number) => (code <= 0x1f && code !== 0x09 && code !== 0x0a) || (code >= 0x7f && code <= 0x9f);
const LINE_BREAK = /[\n\t\r\u2028\u2029]/;
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const FIVE_MARKS = /\p{M}(?:\p{Cf}*\p{M}){4}/u;
const UNTRIMMED = /^[\s\u200B-\u200D\u2060\uFEFF]|[\s\u200B-\u200D\u2060\uFEFF]$/;
const INVISIBLE_ONLY = /^[\s\p{Default_Ignorable_Code_Point}]+$/u;

export function textProblem(field: string, text: string): string | null {
  if (!text.isWellFormed()) return 'a lone surrogate';
  if (text !== text.normalize('NFC')) return 'not NFC';
  for (let i = 0; i < text.length; i++) if (isControl(text.charCodeAt(i))) return 'a control character';
  if (UNTRIMMED.test(text)) return 'untrimmed';
  if (INVISIBLE_ONLY.test(text)) return 'invisible only';
  if (FIVE_MARKS.test(text)) return 'more than 4 marks on a character';
  if (SINGLE_LINE.has(field) && LINE_BREAK.test(text)) return 'a line break in a single-line field';
  if (SINGLE_LINE.has(field) && DIRECTION_CONTROL.test(text)) return 'a direction control in a single-line field';
  return null;
}

function* texts(value: unknown, field: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [field, value];
  else if (Array.isArray(value)) for (const item of value) yield* texts(item, field);
  else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) yield* texts(inner, key);
}

/** Each text of the events' data that is not clean, as 'Type.field: problem'. */
export function uncleanTexts(events: StoredEvent[]): string[] {
  const found: string[] = [];
  for (const event of events)
    for (const [field, text] of texts(event.data, '')) {
      const problem = textProblem(field, text);
      if (problem) found.push(`${event.type}.${field}: ${problem} in ${JSON.stringify(text.slice(0, 80))}`);
    }
  return found;
}
