import type { Doc, Filter } from '../../projections/readStore';

/** true or false when the answer is certain; undefined when mingo must decide. */
export type SimpleMatch = (doc: Doc) => boolean | undefined;
type FieldTest = (value: unknown) => boolean | undefined;

/**
 * A hand-compiled test for the filters projectors and queries send most: top-level equality,
 * `$eq` and `$in` on strings, numbers, booleans (and equality to null), a `$regex` that is
 * only a literal prefix (`^abc`) or suffix (`abc$`), as keys made of two ids are searched by, and
 * `{ $not: { $gte: number } }`, the revision guard of every projector write.
 * Why: mingo builds a table of every operator for each Query, tens of microseconds, which would
 * dominate a replay.
 * Returns null when the filter needs mingo. A field holding an array, a sub-document or a date
 * answers undefined, so that document goes to mingo, whose matching rules are the reference.
 */
export function compileSimpleFilter(filter: Filter): SimpleMatch | null {
  const tests: [string, FieldTest][] = [];
  for (const [path, condition] of Object.entries(filter)) {
    if (path === '' || path.startsWith('$') || path.includes('.') || path === '__proto__') return null;
    const test = fieldTest(condition);
    if (!test) return null;
    tests.push([path, test]);
  }
  if (tests.length === 1) {
    const [[path, test]] = tests;
    return (doc) => test(doc[path]);
  }
  return (doc) => {
    let certain = true;
    for (const [path, test] of tests) {
      const result = test(doc[path]);
      if (result === false) return false;
      if (result === undefined) certain = false;
    }
    return certain ? true : undefined;
  };
}

function fieldTest(condition: unknown): FieldTest | null {
  if (condition === null) return (v) => (v === null || v === undefined ? true : isComposite(v) ? undefined : false);
  if (isScalar(condition)) return (v) => (v === condition ? true : isComposite(v) ? undefined : false);
  if (typeof condition !== 'object' || Array.isArray(condition) || Object.getPrototypeOf(condition) !== Object.prototype) return null;
  const keys = Object.keys(condition);
  if (keys.length !== 1) return null;
  const operand = (condition as Record<string, unknown>)[keys[0]];
  if (keys[0] === '$eq') return operand === null || isScalar(operand) ? fieldTest(operand) : null;
  if (keys[0] === '$regex') return typeof operand === 'string' ? literalAnchorTest(operand) : null;
  if (keys[0] === '$not') return notAtLeastTest(operand);
  if (keys[0] !== '$in' || !Array.isArray(operand) || !operand.every(isScalar)) return null;
  const accepted = new Set<unknown>(operand);
  return (v) => (accepted.has(v) ? true : isComposite(v) ? undefined : false);
}

/** `{ $not: { $gte: n } }`: a missing or null field, or a number below n; anything else to mingo. */
function notAtLeastTest(operand: unknown): FieldTest | null {
  if (typeof operand !== 'object' || operand === null || Object.getPrototypeOf(operand) !== Object.prototype) return null;
  const keys = Object.keys(operand);
  const bound = (operand as Record<string, unknown>).$gte;
  if (keys.length !== 1 || keys[0] !== '$gte' || typeof bound !== 'number' || Number.isNaN(bound)) return null;
  return (v) => (v === undefined || v === null ? true : typeof v === 'number' && !Number.isNaN(v) ? v < bound : undefined);
}

const REGEX_SPECIAL = '\\^$.*+?()[]{}|';

/** `^text` or `text$` with every special character escaped; null for any other pattern. */
function literalAnchorTest(pattern: string): FieldTest | null {
  const prefix = pattern.startsWith('^');
  const body = prefix ? pattern.slice(1) : pattern.endsWith('$') && !pattern.endsWith('\\$') ? pattern.slice(0, -1) : null;
  if (body === null) return null;
  let literal = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '\\') {
      const next = body[++i];
      if (next === undefined || !REGEX_SPECIAL.includes(next)) return null;
      literal += next;
    } else if (REGEX_SPECIAL.includes(c)) return null;
    else literal += c;
  }
  const matches = prefix ? (v: string) => v.startsWith(literal) : (v: string) => v.endsWith(literal);
  return (v) => (typeof v === 'string' ? matches(v) : isComposite(v) ? undefined : false);
}

// NaN is left to mingo: it equals itself there, and never with ===.
function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && !Number.isNaN(value));
}

function isComposite(value: unknown): boolean {
  return (typeof value === 'object' && value !== null) || (typeof value === 'number' && Number.isNaN(value));
}
