import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cleanUserText, MARKS_PER_CHARACTER_MAX, type TextKind } from '../../domain/cleanUserText';
import { serverMessages } from './translate';

/**
 * Every refusal the server writes is in the catalogue (a `refusal.*` or `notice.*` message with
 * the same English), so that the edges can say it in the person's language (translateRefusal.ts),
 * or it is one of DEVELOPER_ONLY below. A scan of the source of domain/, projections/ and bff/
 * (tests aside), not of the running server: it reads the refusals written in place (DomainError,
 * HttpError, invalidInput, forbidden, unauthenticated, notFound, and the zod schemas' messages) as
 * plain strings, as names of module constants, or as templates whose `${}` are module constants
 * ('Comment must be at most ${COMMENT_MAX} characters'). A template with a value known only at run
 * time must be listed in MADE_AT_RUN_TIME, so that each new one is a decision.
 */

/** Refusals only a developer meets: texts the app never makes the server say. */
const DEVELOPER_ONLY = new Set([
  // A request the app never sends in this shape: a third-party client's mistake.
  'alt must be a list of texts, one per item',
  'Bio must be text',
  'Decision must be upheld or overturned.',
  'Duration must be one of 5m, 15m, 30m, 1h, 6h, 12h, 1d, 3d or 1w.',
  'Each alt text needs its photo or video: there are more alt texts than files.',
  'Each crop box needs its photo: there are more crop boxes than files.',
  'endpoint is required.',
  'Invalid clientId',
  'Invalid cursor',
  'Invalid upload: the form data could not be read.',
  'ipAddress is required',
  'isPrivate must be true or false',
  'keys is required: {p256dh, auth}.',
  'keys.auth must be 16 bytes, base64url.',
  'keys.p256dh must be a P-256 public key (65 bytes, base64url).',
  'parentId must be the id of a comment',
  'Passkey name must be text',
  'Please give either mediaId or media.',
  'Report one thing at a time: a post, a comment, a message or a story.',
  'Status must be pending, reviewed or resolved.',
  'Unknown action: use ban, timeout, unban or lift-timeout',
  'userId is required',
  // The transport: an address, a body or an encoding no browser running the app sends.
  'The address is not valid: it holds a malformed %-escape.',
  'The request body is too large (at most 1 MB).',
  'The request body must be UTF-8 JSON.',
  'The request could not be read.',
  // A setting of the server, for its operator.
  'Passkeys need the address of this site: set PUBLIC_URL.',
  // The operator's replay command (bff/cli/rebuildProjector.ts), which names the projector itself.
  'Name the projector to rebuild',
  // An id that already has its stream: ids are the server's, so a bug or a retry gone wrong.
  'This account already exists',
  'This comment already exists',
  'This file was already recorded.',
  'This passkey request was issued already.',
  'This post already exists',
  'This report already exists.',
  'This story already exists',
]);

/** Paging beyond its limits ('first must be between 1 and 100'): the app asks for pages of its own size. */
const PAGING = /^(?:first|last|days) must be between 1 and \d+$/;

const developerOnly = (text: string) => DEVELOPER_ONLY.has(text) || PAGING.test(text);

/**
 * Refusals written as templates with values known only at run time, each value shown as {}.
 * Those a person meets are in the catalogue one by one where their values are few (marked *);
 * the others stay English. Those that carry their own catalogue id and values (rate limits,
 * failed attempts, timeouts: `RefusalText` in domain/errors.ts) are held by translate.test.ts.
 */
const MADE_AT_RUN_TIME = new Set([
  '{} not found', // notFound itself: the scan reads what its callers name.
  '{} {}', // userText.ts, '<label> <problem>': checked field by field below. *
  'Passkey name {}', // checked below. *
  'You have already appealed this {}.', // ban, timeout, post ban. *
  'A {} report cannot be marked {}.', // the three moves refused. *
  'Admin privileges required to {}.', // after the route's own admin check: an assertion.
  'Alt text must have one entry per item ({})', // the shape of a request.
  '{} must be text', // the shape of a request.
  'postChanged watches at most {} posts at once (got {}).', // GraphQL's shape.
  'The crop box of {} must be {"x", "y", "width", "height"} in whole pixels, with a width and height of at least 1.', // shape.
  'The crop box of {} must lie inside it ({} × {} pixels).', // the app's crop boxes always fit their photo.
  'Photos are offered {} pixels wide (w), or as stored.', // a width the app never asks for.
  '{} are being rebuilt (generation {}): ask again once they are swapped in', // the operator's replay command.
  'Invalid upload: {}', // multer's own words.
  'Send any of {} as true or false.', // push settings sent in another shape.
  'Unknown push setting: {}. The settings are {}.',
  '{} must be true or false.',
]);

const root = fileURLToPath(new URL('../../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [relative] : [];
  });
}

const files = ['domain', 'projections', 'bff'].flatMap(sourceFiles).map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));

/** A string literal in any quotes, or the name of a module constant. */
const ARG = String.raw`('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\`(?:[^\`\\]|\\.)*\`|[A-Z][A-Z0-9_]*\b)`;

/** The calls whose first text is a refusal, and what the refusal says (notFound('Post') says 'Post not found'). */
const REFUSAL_CALLS: { pattern: RegExp; says?: (text: string) => string }[] = [
  { pattern: new RegExp(String.raw`new DomainError\(\s*'\w+',\s*${ARG}`, 'g') },
  { pattern: new RegExp(String.raw`new HttpError\(\s*\w+,\s*${ARG}`, 'g') },
  { pattern: new RegExp(String.raw`\b(?:invalidInput|forbidden|unauthenticated)\(\s*${ARG}`, 'g') },
  { pattern: new RegExp(String.raw`\bnotFound\(\s*${ARG}\s*\)`, 'g'), says: (what) => `${what} not found` },
  // A text field's message when it is not text at all (userTextSchema.ts).
  { pattern: new RegExp(String.raw`\buserTextSchema\(\s*'\w+',\s*'[^']*',\s*${ARG}\s*\)`, 'g') },
];

/** An argument with up to two levels of parentheses in it: `(s) => !Number.isNaN(Date.parse(s))`. */
const CHECK = String.raw`(?:[^()]|\((?:[^()]|\([^()]*\))*\))*?`;

/** In a zod schema: `{ error: '…' }`, `z.email('…')`, and a rule's message (`.min(3, '…')`, `.refine(check, TEXT)`). */
const ZOD_MESSAGES = [
  new RegExp(String.raw`\{\s*error:\s*${ARG}\s*\}`, 'g'),
  new RegExp(String.raw`\bz\.email\(\s*${ARG}\s*\)`, 'g'),
  new RegExp(String.raw`\.(?:min|max|length|regex|refine)\(${CHECK},\s*${ARG}\s*\)`, 'g'),
];

/** Module constants (`const NAME = 'text'`, a template, or a number), by file; a name is looked up in its own file first. */
const CONSTANT = new RegExp(String.raw`^(?:export )?const ([A-Z][A-Z0-9_]*) = (${ARG.slice(1, -1)}|[\d_]+);`, 'gm');
const constantsOf = new Map(files.map(({ file, text }) => [file, new Map([...text.matchAll(CONSTANT)].map((m) => [m[1], m[2]]))]));
const everywhere = new Map([...constantsOf.values()].flatMap((constants) => [...constants]));

/** The text of a literal or constant, or null when part of it is known only at run time. */
function resolve(source: string, file: string, depth = 0): string | null {
  if (depth > 5) return null;
  if (/^[A-Z]/.test(source)) {
    const value = constantsOf.get(file)?.get(source) ?? everywhere.get(source);
    return value === undefined ? null : resolve(value, file, depth + 1);
  }
  if (/^[\d_]+$/.test(source)) return source.replaceAll('_', '');
  const body = source.slice(1, -1);
  if (!source.startsWith('`')) return body.replace(/\\(.)/g, '$1');
  let known = true;
  // `${NAME}`, or `${NAME.toLocaleString('en-US')}` ('2,000').
  const text = body.replace(/\$\{\s*([A-Z][A-Z0-9_]*)(\.toLocaleString\('en-US'\))?\s*\}/g, (_, name: string, localized?: string) => {
    const value = resolve(name, file, depth + 1);
    if (value === null) known = false;
    return value === null ? '' : localized ? Number(value).toLocaleString('en-US') : value;
  });
  return known && !text.includes('${') ? text.replace(/\\(.)/g, '$1') : null;
}

type Found = { text: string; file: string };

/** The refusals the scan can read, and the templates it cannot (their run-time values shown as {}). */
function refusalsWritten(): { found: Found[]; unresolved: Found[] } {
  const found: Found[] = [];
  const unresolved: Found[] = [];
  const note = (source: string, file: string, says = (text: string) => text) => {
    const text = resolve(source, file);
    if (text !== null) found.push({ text: says(text), file });
    else if (source.startsWith('`')) unresolved.push({ text: source.slice(1, -1).replace(/\$\{[^}]*\}/g, '{}'), file });
  };
  for (const { file, text } of files) {
    for (const { pattern, says } of REFUSAL_CALLS) for (const match of text.matchAll(pattern)) note(match[1], file, says);
    if (!/from 'zod'/.test(text)) continue;
    for (const pattern of ZOD_MESSAGES)
      for (const match of text.matchAll(pattern)) {
        // A number is a rule's limit (`hasAtMost(p, PASSWORD_MAX)`), not a message.
        if (!/^\d+$/.test(resolve(match[1], file) ?? '')) note(match[1], file);
      }
  }
  return { found, unresolved };
}

/**
 * The fields whose text cleanUserText.ts checks, and how: '<label> <problem>' is their refusal
 * (userText.ts, userTextSchema.ts, and the passkey name's and hidden words' own).
 */
function cleanedFields(): { label: string; kind: TextKind }[] {
  const fields: { label: string; kind: TextKind }[] = [];
  for (const { text } of files) {
    for (const m of text.matchAll(/\buserText\([^,]+,\s*'(lines?)',\s*'([^']+)'/g)) fields.push({ kind: m[1] as TextKind, label: m[2] });
    for (const m of text.matchAll(/\buserTextSchema\(\s*'(lines?)',\s*'([^']+)'/g)) fields.push({ kind: m[1] as TextKind, label: m[2] });
    const kind = /\bcleanUserText\(\w+,\s*'(lines?)'\)/.exec(text)?.[1] as TextKind | undefined;
    for (const m of text.matchAll(/`([A-Z][\w ]*) \$\{clean\.problem\}`/g)) if (kind) fields.push({ kind, label: m[1] });
  }
  return fields;
}

/** What cleanUserText.ts says of text of each kind it refuses, asked of the rule itself. */
function problemsOf(kind: TextKind): string[] {
  const refused = ['\uD800', 'a\u0007b', 'a\nb', 'a\u202Eb', `x${'\u0301'.repeat(MARKS_PER_CHARACTER_MAX + 1)}`];
  return [...new Set(refused.map((raw) => cleanUserText(raw, kind)).flatMap((clean) => (clean.ok ? [] : [clean.problem])))];
}

describe('refusals in the catalogue', () => {
  const catalogued = new Set(
    Object.entries(serverMessages('en'))
      .filter(([id]) => id.startsWith('refusal.') || id.startsWith('notice.'))
      .map(([, text]) => text),
  );
  const { found, unresolved } = refusalsWritten();

  it('finds the refusals written in the code', () => {
    // The scan itself: if a pattern stopped matching, the tests below would pass on nothing.
    const texts = found.map((f) => f.text);
    expect(texts).toContain('Comment must be at most 2200 characters'); // a template of a constant
    expect(texts).toContain('Message must be at most 2,000 characters'); // toLocaleString('en-US')
    expect(texts).toContain('Post not found'); // notFound('Post')
    expect(texts).toContain('You cannot like this post.'); // a constant
    expect(texts).toContain('Username must be at least 3 characters'); // zod
    expect(texts).toContain('Password must be at most 128 characters'); // zod's refine(check, CONSTANT)
    expect(cleanedFields()).toContainEqual({ label: 'Passkey name', kind: 'line' });
    expect(problemsOf('line')).toHaveLength(4);
    expect(problemsOf('lines')).toHaveLength(3);
  });

  it('has every refusal a person can meet, in its exact English', () => {
    const missing = found.filter(({ text }) => !catalogued.has(text) && !developerOnly(text)).map(({ text, file }) => `${file}: ${text}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('has the refusal of every text field for each thing cleanUserText.ts refuses', () => {
    const missing = cleanedFields().flatMap(({ label, kind }) => problemsOf(kind).map((problem) => `${label} ${problem}`));
    expect([...new Set(missing)].filter((text) => !catalogued.has(text))).toEqual([]);
  });

  it('knows of every refusal it cannot work out', () => {
    const unknown = unresolved.filter(({ text }) => !MADE_AT_RUN_TIME.has(text)).map(({ text, file }) => `${file}: ${text}`);
    expect(unknown).toEqual([]);
  });

  it('allows as developer-only, or made at run time, only what the code still writes', () => {
    expect([...DEVELOPER_ONLY].filter((text) => !found.some((f) => f.text === text))).toEqual([]);
    expect([...MADE_AT_RUN_TIME].filter((text) => !unresolved.some((f) => f.text === text))).toEqual([]);
  });
});
