import fc from 'fast-check';
import { hostileString, hostileValue, NASTY_STRINGS, prototypeKeys } from './hostile';
import type { RestCall } from './restCalls';

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string }
  | { kind: 'multipart'; fields: Record<string, string>; fileField: string; file: { bytes: Uint8Array; name: string; type: string } | null };

/** One concrete request for a call: what goes on the wire. */
export type RestRequest = { method: string; path: string; headers: Record<string, string>; body: Body };

/** Test data the fuzzer mixes into its values so that some requests get past the first check. */
export type Known = { ids: string[]; tokens: string[]; photo: Uint8Array };

// Kept under Node's 16 KB header limit: a longer URL is refused (431) before any of our code runs.
const PATH_PARAM_MAX = 3000;
// Lone surrogates cannot be percent-encoded as UTF-8; '%ED%A0%80' is what a client sends instead.
const RAW_PATH_TRICKS = ['..', '.', '%', '%ZZ', '%00', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '%C0%AE%C0%AE', '..%5c..%5cwindows', '%E0%A4%A', '%ED%A0%80'];
const RANGES = [
  'bytes=0-10',
  'bytes=-5',
  'bytes=5-',
  'bytes=10-0',
  'bytes=0-999999999999',
  'bytes=a-b',
  'bytes=0-1,2-3',
  '',
  'items=0-1',
  'bytes=-0',
  'bytes=99999999999999999999-',
];
const RAW_BODIES = ['{', '{"a":', 'null', '1', '"text"', '[]', '[{"__proto__":1}]', '\u0000', '{"content":"a"}}', 'content=a&caption=b'];
const FILE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'video/mp4', 'text/html', 'application/octet-stream', 'image/svg+xml', ''];
const FORM_POLLUTION = ['__proto__[isAdmin]', 'constructor[prototype][isAdmin]', '__proto__', 'toString', 'hasOwnProperty'];
const FILE_NAMES = ['photo.png', '../../etc/passwd', 'a\u0000.png', 'x.html', '.htaccess', '%2e%2e%2f.png', 'ف.png', ''];

const wellFormed = (s: string) => s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

const pathParam = (known: Known) =>
  fc.oneof(
    { weight: 6, arbitrary: hostileString(known.ids).map((s) => encodeURIComponent(wellFormed(s.slice(0, PATH_PARAM_MAX)))) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_PATH_TRICKS) },
  );

const headerValue = (name: string, known: Known) =>
  name === 'range'
    ? fc.constantFrom(...RANGES)
    : fc.oneof(
        fc.constantFrom(...known.tokens, 'null', 'Bearer x', 'a.b.c'),
        fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 60 }),
      );

const file = (known: Known) =>
  fc.record({
    bytes: fc.oneof(
      // A real photo half the time, so that uploads also get past the file check to what follows.
      { weight: 5, arbitrary: fc.constant(known.photo) },
      fc.uint8Array({ maxLength: 300 }),
      fc.constant(new Uint8Array()),
      fc.constant(new TextEncoder().encode('<html><script>alert(1)</script></html>')),
      fc.constant(known.photo.subarray(0, 40)), // a truncated image: the right magic bytes, then nothing
      fc.constant(new TextEncoder().encode('GIF89a\u0001\u0000')),
    ),
    name: fc.constantFrom(...FILE_NAMES),
    type: fc.constantFrom(...FILE_TYPES),
  });

const stringField = (known: Known) => hostileString(known.ids).map((s) => s.slice(0, 20_000));

function body(call: RestCall, known: Known): fc.Arbitrary<Body> {
  const fields = call.fields ?? [];
  const jsonFields = fc.record(Object.fromEntries(fields.map((f) => [f, fc.option(hostileValue(known.ids), { nil: undefined, freq: 6 })])));
  const json: fc.Arbitrary<Body> = fc.tuple(jsonFields, fc.option(prototypeKeys, { freq: 4 })).map(([value, extra]) => {
    const out: Record<string, unknown> = extra ? JSON.parse(JSON.stringify(extra)) : {};
    for (const [key, v] of Object.entries(value)) if (v !== undefined) out[key] = v;
    return { kind: 'json', value: out };
  });
  // Multer reads bracketed names as arrays and objects (`caption[]`, `__proto__[isAdmin]`).
  const formName = (name: string) => fc.oneof({ weight: 8, arbitrary: fc.constant(name) }, fc.constantFrom(`${name}[]`, `${name}[0]`, `${name}[a][b]`));
  const formField = (name: string) => fc.tuple(formName(name), fc.option(stringField(known), { nil: undefined, freq: 6 }));
  const pollution = fc.option(fc.tuple(fc.constantFrom(...FORM_POLLUTION), stringField(known)), { freq: 4 });
  const multipart: fc.Arbitrary<Body> = fc
    .tuple(fc.tuple(...fields.map(formField)), pollution, call.file ? fc.option(file(known), { freq: 6 }) : fc.constant(null))
    .map(([values, extra, attached]) => ({
      kind: 'multipart',
      fields: Object.fromEntries([...values, ...(extra ? [extra] : [])].filter((e): e is [string, string] => e[1] !== undefined)),
      fileField: call.file ?? 'file',
      file: attached,
    }));
  const raw: fc.Arbitrary<Body> = fc.record({
    kind: fc.constant('raw' as const),
    contentType: fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=x-unknown',
    ),
    text: fc.constantFrom(...RAW_BODIES),
  });
  const none = fc.constant<Body>({ kind: 'none' });
  if (call.method === 'GET') return none; // fetch sends no body with a GET
  return call.file
    ? fc.oneof({ weight: 6, arbitrary: multipart }, { weight: 1, arbitrary: json }, { weight: 1, arbitrary: raw }, { weight: 1, arbitrary: none })
    : fc.oneof({ weight: 6, arbitrary: json }, { weight: 1, arbitrary: raw }, { weight: 1, arbitrary: multipart }, { weight: 1, arbitrary: none });
}

function query(call: RestCall, known: Known): fc.Arbitrary<string> {
  const names = call.query ?? [];
  if (names.length === 0) return fc.constant('');
  const value = fc.oneof(
    { weight: 3, arbitrary: stringField(known).map((s) => [s.slice(0, PATH_PARAM_MAX)]) },
    { weight: 2, arbitrary: fc.constantFrom('0', '-1', '1', '101', '1e9', '1.5', 'NaN', 'Infinity', '0x10').map((s) => [s]) },
    { weight: 1, arbitrary: fc.constantFrom(['1', '2'], ['a', ...NASTY_STRINGS.slice(0, 3)]) }, // repeated: Express makes it an array
  );
  return fc.record(Object.fromEntries(names.map((n) => [n, fc.option(value, { nil: undefined })]))).map((values) => {
    const search = new URLSearchParams();
    for (const [name, list] of Object.entries(values)) for (const v of list ?? []) search.append(name, v);
    const text = search.toString();
    return text ? `?${text}` : '';
  });
}

/** Requests for one call: its path parameters, query, headers and body all hostile. */
export function restRequests(call: RestCall, known: Known): fc.Arbitrary<RestRequest> {
  const params = call.path.match(/:\w+/g) ?? [];
  const paramValues = fc.tuple(...params.map((p) => (p === ':action' ? fc.oneof(fc.constantFrom('ban', 'timeout'), pathParam(known)) : pathParam(known))));
  const headers = fc.record(Object.fromEntries((call.headers ?? []).map((h) => [h, fc.option(headerValue(h, known), { nil: undefined })])));
  return fc.tuple(paramValues, query(call, known), headers, body(call, known)).map(([values, search, chosenHeaders, chosenBody]) => {
    let path = call.path;
    params.forEach((p, i) => {
      path = path.replace(p, values[i]);
    });
    const sent = Object.fromEntries(Object.entries(chosenHeaders).filter((e): e is [string, string] => e[1] !== undefined));
    return { method: call.method, path: path + search, headers: sent, body: chosenBody };
  });
}

/** The request as fetch sends it. */
export function requestInit(request: RestRequest): RequestInit {
  const { body, method, headers } = request;
  switch (body.kind) {
    case 'none':
      return { method, headers };
    case 'json':
      return { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body.value) };
    case 'raw':
      return { method, headers: { ...headers, 'content-type': body.contentType }, body: body.text };
    case 'multipart': {
      const form = new FormData();
      for (const [key, value] of Object.entries(body.fields)) form.append(key, value);
      if (body.file) form.append(body.fileField, new Blob([new Uint8Array(body.file.bytes)], { type: body.file.type }), body.file.name);
      return { method, headers, body: form };
    }
  }
}
