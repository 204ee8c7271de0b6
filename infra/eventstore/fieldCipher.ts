import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * One field of an event, sealed with AES-256-GCM under its owner's key. The sealed form is a
 * string that says what type the value had, so that once the key is gone the field can read as
 * an empty value of that type (a tombstone) and still satisfy the event's schema.
 */
const PREFIX = '\u0001sealed1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

type TypeMark = 's' | 'n' | 'b' | 'a' | 'o' | 'z';
const tombstones: Record<TypeMark, () => unknown> = { s: () => '', n: () => 0, b: () => false, a: () => [], o: () => ({}), z: () => null };

function typeMark(value: unknown): TypeMark {
  if (value === null) return 'z';
  if (Array.isArray(value)) return 'a';
  switch (typeof value) {
    case 'string':
      return 's';
    case 'number':
      return 'n';
    case 'boolean':
      return 'b';
    default:
      return 'o';
  }
}

/** What a value reads as once its key is gone: the empty value of its type. */
export const tombstoneOf = (value: unknown): unknown => tombstones[typeMark(value)]();

export function seal(value: unknown, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return `${PREFIX}${typeMark(value)}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

export const isSealed = (value: unknown): value is string => typeof value === 'string' && value.startsWith(PREFIX);

/** The sealed value as `seal` was given it; its type's tombstone when the key is gone or does not fit. */
export function unseal(sealed: string, key: Buffer | null): unknown {
  const mark = sealed.charAt(PREFIX.length) as TypeMark;
  const tombstone = tombstones[mark] ?? (() => null);
  if (!key) return tombstone();
  try {
    const bytes = Buffer.from(sealed.slice(PREFIX.length + 2), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    return JSON.parse(text);
  } catch {
    return tombstone();
  }
}
