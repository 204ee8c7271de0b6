import type { Doc } from '../../projections/readStore';

/** Documents with the same keys in the same order, stored as one encoded column per key. */
type Shape = { keys: string[]; columns: Column[] };
/** A batch of documents; `order` gives each document's shape, so the order survives a reload. */
export type EncodedDocs = { shapes: Shape[]; order: Uint16Array | null };

/**
 * Why columns: deserializing a million small objects one by one is dominated by V8's generic
 * object path and by garbage collection. Columns of one type decode in bulk (strings by one
 * split, repeated strings through a dictionary that also shares them in memory, numbers and
 * dates from a typed array), and documents are then rebuilt by a compiled object literal per
 * shape, which V8 makes fast.
 */
type Column =
  | { type: 'strings'; text: string }
  | { type: 'dictionary'; text: string; codes: Uint32Array }
  | { type: 'numbers'; values: Float64Array }
  | { type: 'dates'; times: Float64Array }
  | { type: 'values'; values: unknown[] };

const SEPARATOR = '\u0001';

/** Encodes at most 65,536 documents (the shape numbers are 16-bit). */
export function encodeDocs(docs: Doc[]): EncodedDocs {
  const shapes = new Map<string, { index: number; keys: string[]; values: unknown[][] }>();
  const order = new Uint16Array(docs.length);
  docs.forEach((doc, row) => {
    const keys = Object.keys(doc);
    const id = keys.join(SEPARATOR);
    let shape = shapes.get(id);
    if (!shape) {
      shape = { index: shapes.size, keys, values: keys.map(() => []) };
      shapes.set(id, shape);
    }
    for (let i = 0; i < keys.length; i++) shape.values[i].push(doc[keys[i]]);
    order[row] = shape.index;
  });
  return {
    shapes: Array.from(shapes.values(), ({ keys, values }) => ({ keys, columns: values.map(encode) })),
    order: shapes.size > 1 ? order : null,
  };
}

/**
 * Decodes into `out`. `ids`, shared by the frames of one snapshot, gives every id one copy
 * however many documents hold it (a post's id in each of its likes, comments, hashtags and
 * notifications), where each frame would otherwise decode its own: that took the loaded read
 * models from 981 to 836 MB of heap at the bench's scale (docs/architecture.md, section 2).
 */
export function decodeDocs({ shapes, order }: EncodedDocs, out: Doc[], ids: Map<string, string> = new Map()): void {
  const decoded = shapes.map(({ keys, columns }) => ({ build: builderFor(keys), values: columns.map((column) => decode(column, ids)), next: 0 }));
  if (decoded.length === 0) return;
  if (!order) {
    const [{ build, values }] = decoded;
    const rows = values[0]?.length ?? 0;
    for (let row = 0; row < rows; row++) out.push(build(values, row));
    return;
  }
  for (let i = 0; i < order.length; i++) {
    const shape = decoded[order[i]];
    out.push(shape.build(shape.values, shape.next++));
  }
}

function encode(values: unknown[]): Column {
  if (values.every((v) => typeof v === 'number')) return { type: 'numbers', values: Float64Array.from(values as number[]) };
  if (values.every((v) => v instanceof Date)) return { type: 'dates', times: Float64Array.from(values as Date[], (d) => d.getTime()) };
  if (!values.every((v) => typeof v === 'string' && !v.includes(SEPARATOR))) return { type: 'values', values };
  const strings = values as string[];
  const codes = new Map<string, number>();
  for (const s of strings) if (!codes.has(s)) codes.set(s, codes.size);
  if (codes.size > strings.length / 2) return { type: 'strings', text: strings.join(SEPARATOR) };
  return { type: 'dictionary', text: Array.from(codes.keys()).join(SEPARATOR), codes: Uint32Array.from(strings, (s) => codes.get(s)!) };
}

function decode(column: Column, ids: Map<string, string>): ArrayLike<unknown> {
  switch (column.type) {
    case 'strings':
      return shareIds(column.text.split(SEPARATOR), ids);
    case 'dictionary': {
      const words = shareIds(column.text.split(SEPARATOR), ids);
      const out = new Array<string>(column.codes.length);
      for (let i = 0; i < out.length; i++) out[i] = words[column.codes[i]];
      return out;
    }
    case 'numbers':
      return asSmallIntegers(column.values);
    case 'dates': {
      const out = new Array<Date>(column.times.length);
      for (let i = 0; i < out.length; i++) out[i] = new Date(column.times[i]);
      return out;
    }
    case 'values':
      for (let i = 0; i < column.values.length; i++) column.values[i] = shareIdsIn(column.values[i], ids);
      return column.values;
  }
}

/**
 * A number read from a Float64Array is a double to V8, and a field given one is stored boxed, as
 * an object of its own, in every document of that shape. Counts and positions are small integers,
 * which V8 keeps inside the document when they arrive as such: measured on the bench's likes (three
 * number fields), 219 bytes per document instead of 267, and about half the garbage collector's
 * marking time (docs/architecture.md, section 2). A column with any other number stays as stored.
 */
function asSmallIntegers(values: Float64Array): ArrayLike<number> {
  const out = new Array<number>(values.length);
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if ((value | 0) !== value || Object.is(value, -0)) return values;
    out[i] = value | 0;
  }
  return out;
}

// The length of the ids the app makes (UUIDs, 36 characters), give or take: times (24) and
// longer text are seldom held twice, and would only grow the map.
const ID_LENGTH = { min: 30, max: 40 };

/** The one copy of `word` when it has an id's length (the first one met), else `word` itself. */
function sharedId(word: string, ids: Map<string, string>): string {
  if (word.length < ID_LENGTH.min || word.length > ID_LENGTH.max) return word;
  const shared = ids.get(word);
  if (shared !== undefined) return shared;
  ids.set(word, word);
  return word;
}

function shareIds(words: string[], ids: Map<string, string>): string[] {
  for (let i = 0; i < words.length; i++) words[i] = sharedId(words[i], ids);
  return words;
}

/** The same within a mixed column's values (a post id or null, a list of ids, a post's media). */
function shareIdsIn(value: unknown, ids: Map<string, string>): unknown {
  if (typeof value === 'string') return sharedId(value, ids);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = shareIdsIn(value[i], ids);
  } else if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    const fields = value as Record<string, unknown>;
    for (const key of Object.keys(fields)) fields[key] = shareIdsIn(fields[key], ids);
  }
  return value;
}

type Builder = (columns: ArrayLike<unknown>[], row: number) => Doc;
const builders = new Map<string, Builder>();

function builderFor(keys: string[]): Builder {
  const id = keys.join(SEPARATOR);
  let build = builders.get(id);
  if (build) return build;
  if (keys.includes('__proto__')) {
    // An object literal would set the prototype for this key; copy it as an ordinary field.
    build = (columns, row) => {
      const doc: Record<string, unknown> = {};
      keys.forEach((key, i) => {
        Object.defineProperty(doc, key, { value: columns[i][row], enumerable: true, writable: true, configurable: true });
      });
      return doc as Doc;
    };
  } else {
    // Keys are embedded with JSON.stringify, so any key text is a safe property name.
    const fields = keys.map((key, i) => `${JSON.stringify(key)}: c[${i}][r]`).join(', ');
    build = new Function('c', 'r', `return { ${fields} };`) as Builder;
  }
  builders.set(id, build);
  return build;
}
