/**
 * A username's skeleton: what it looks like, whatever characters spell it, after Unicode TR39's
 * skeleton (each character replaced by its prototype in the confusables table) over a small table
 * of Latin look-alikes, with case folded and separators dropped, since a reader does not tell
 * 'mascot.' or 'Mas_cot' from 'mascot'. Two names with one skeleton look alike; a name whose
 * skeleton contains another's shows it.
 */

/**
 * Characters drawn like a Latin letter or digit: Cyrillic and Greek letters, dotless and small
 * capital forms, and the digits read as letters. Lower case only: the name is folded first.
 */
const PROTOTYPES: Record<string, string> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  ɡ: 'g',
  һ: 'h',
  н: 'h',
  і: 'i',
  ӏ: 'l',
  ј: 'j',
  к: 'k',
  м: 'm',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  г: 'r',
  ѕ: 's',
  т: 't',
  ѵ: 'v',
  ԝ: 'w',
  х: 'x',
  у: 'y',
  ү: 'y',
  // Greek
  α: 'a',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  ω: 'w',
  // Latin look-alikes
  ı: 'i',
  ɩ: 'i',
  ǀ: 'l',
  ℓ: 'l',
  ſ: 'f',
  // Digits and signs read as letters
  '0': 'o',
  '1': 'l',
  '|': 'l',
  '5': 's',
  $: 's',
  '@': 'a',
};

/** Pairs of letters drawn like one: 'rnascot' reads as 'mascot', 'vv' as 'w', 'cl' as 'd'. */
const DIGRAPHS: [RegExp, string][] = [
  [/rn/g, 'm'],
  [/vv/g, 'w'],
  [/cl/g, 'd'],
];

export function skeleton(name: string): string {
  // NFKD splits accents from their letters (and full-width and styled letters into plain ones).
  const folded = name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  let drawn = '';
  for (const char of folded) drawn += PROTOTYPES[char] ?? char;
  // Separators, punctuation and anything not a letter or digit are not read as part of the name.
  let shape = drawn.replace(/[^\p{L}\p{N}]/gu, '');
  for (const [pair, letter] of DIGRAPHS) shape = shape.replace(pair, letter);
  // l, 1 and I share one prototype (lower-case I is i): both become i, after 'cl' was read as 'd'.
  return shape.replace(/l/g, 'i');
}
