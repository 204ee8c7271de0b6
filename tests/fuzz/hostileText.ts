/**
 * Text that has got past servers before, by name: what each call taking text must refuse with a
 * 4xx or store only in a clean, normalized form (cleanText.ts), never answer with a 500.
 */
export const HOSTILE_TEXT: Record<string, string> = {
  'combining-mark flood': `Z${'\u0336\u0301\u0308'.repeat(733)}`,
  'zero-width only': '\u200B\u200C\u200D\u2060\uFEFF',
  NUL: '\u0000',
  'NUL inside': 'nice\u0000shot',
  'C1 and escape controls': 'a\u0085b\u001B[2J',
  'lone high surrogate': '\uD800',
  'lone low surrogate inside': 'ok\uDC00ok',
  'right-to-left override': 'Ann \u202Enimda',
  'direction isolate': 'x\u2067y\u2069z',
  'line separator': 'first\u2028second',
  'decomposed accents': 'Cafe\u0301 au lait',
  'over-long email': `${'a'.repeat(5000 - '@example.com'.length)}@example.com`,
  '900 KB password': 'p'.repeat(900 * 1024),
};
