import fc from 'fast-check';
import { HOSTILE_TEXT } from './hostileText';

/** Strings that have broken servers before: paths, NULs, regex and query syntax, prototype keys, odd unicode. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '/etc/passwd%00.jpg',
  '%00',
  '\u0000',
  'a\u0000b',
  '.*',
  '(a+)+$',
  '[',
  '\\',
  '$where',
  '{"$gt":""}',
  '__proto__',
  'constructor',
  'prototype',
  '{"__proto__":{"isAdmin":true}}',
  '\u202Eevil\u202C', // right-to-left override
  'مرحبا بالعالم',
  'a\u200Bb\u200C\u200D\uFEFF', // zero-width characters
  '\uD800', // a lone high surrogate
  '\uDC00x', // a lone low surrogate
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫ-ǧ̗͚̚o̙̔ͮ̇͐̇',
  '#',
  '#a #b #c',
  '@admin',
  '1; DROP TABLE users',
  '<script>alert(1)</script>',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '2026-02-30T25:61:61Z',
  '0000-00-00',
  '9999-12-31',
  'not-a-date',
  '9999999999999999999999',
];

/** One to a few hundred thousand characters: around and past every length limit, under the 1 MB body limit. */
const hugeString = fc
  .constantFrom(101, 2_001, 2_201, 10_000, 300_000)
  .chain((length) => fc.constantFrom('a', '#', 'é', '\u200B', '🙂').map((unit) => unit.repeat(length)));

/** Any string a hostile client could send, weighted towards the nasty ones; `known` are real ids of the test data. */
export function hostileString(known: readonly string[] = []): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
    { weight: 2, arbitrary: fc.constantFrom(...Object.values(HOSTILE_TEXT)) },
    { weight: known.length ? 4 : 0, arbitrary: known.length ? fc.constantFrom(...known) : fc.constant('') },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
    { weight: 1, arbitrary: hugeString },
  );
}

export const hostileInt = fc.oneof(fc.integer(), fc.constantFrom(0, -1, 1, 2, 100, 101, 2 ** 31 - 1, -(2 ** 31)));

/** JSON numbers that no Int accepts. */
export const outOfRangeNumber = fc.oneof(
  fc.constantFrom(2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1.5, -0.0001, 1e308),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** An object whose own keys include the prototype-polluting ones. */
export const prototypeKeys = fc.constantFrom(
  JSON.parse('{"__proto__":{"isAdmin":true,"polluted":true}}'),
  JSON.parse('{"constructor":{"prototype":{"isAdmin":true}}}'),
  { toString: 'x', valueOf: 1, hasOwnProperty: 'y' },
);

/** A value of any JSON type: what a client sends when it sends the wrong type. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  hostileInt,
  outOfRangeNumber,
  fc.constantFrom(...NASTY_STRINGS),
  fc.array(fc.constantFrom('a', 1, null), { maxLength: 3 }),
  prototypeKeys,
  fc.jsonValue({ maxDepth: 3 }),
);

/** A JSON value for a body field: usually a hostile string, sometimes another type. */
export function hostileValue(known: readonly string[] = []): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: hostileString(known) }, { weight: 1, arbitrary: wrongType });
}
