import { rulesOf } from '../../domain/personalData';
import { isKnownEventType } from '../../domain/events';
import { schemaVersionOf, storedVersionOf, upcast } from '../../domain/upcasters';
import type { StoredEvent } from '../../domain/ports/eventStore';

/** An event as analysts see it: one NDJSON line of `npm run events -- export`. */
export type PublicEvent = {
  position: number;
  stream: string;
  type: string;
  data: Record<string, unknown>;
  /** `schemaVersion`: the version of its type's shape `data` is in (the current one, for every type this code knows). */
  metadata: { commandId?: string; correlationId?: string; causationId?: string; userId?: string; at?: string; schemaVersion?: number };
  /** When the command that wrote the event was issued. */
  recordedAt: string | null;
};

// Beyond each event's registered personal fields: anything that names, reaches or quotes a
// person, whatever event it turns up in. People appear by id only.
const PRIVATE_KEYS = new Set([
  'username',
  'email',
  'passwordHash',
  'birthDate',
  'fullName',
  'bio',
  'content',
  'text',
  'caption',
  'location',
  'ip',
  'ipAddress',
  'clientIp',
]);
const KEPT_METADATA = ['commandId', 'correlationId', 'causationId', 'userId', 'at'] as const;
// Streams whose names carry what an event may not: the address, username or email they are about.
const NAMED_BY_PRIVATE_VALUE = /^(ip|username|email)-(.+)$/;

/**
 * What an analyst may see of a stored event (opened: a deleted person's sealed fields read empty):
 * no password hash, email, birth date, client address or text a person wrote, and no stream name
 * that spells one out (`pseudonym` replaces it with a stable keyed hash, so events of one stream
 * still group together).
 */
export function toPublicEvent(event: StoredEvent, pseudonym: (value: string) => string): PublicEvent {
  const current = currentShape(event);
  const rules = rulesOf(event.type);
  const shareable = new Set(rules.flatMap((rule) => rule.shareable ?? []));
  const personal = new Set(rules.flatMap((rule) => rule.fields).filter((field) => !shareable.has(field)));
  const data: Record<string, unknown> = {};
  if (current.data && typeof current.data === 'object') {
    for (const [key, value] of Object.entries(current.data as Record<string, unknown>)) {
      if (!personal.has(key) && !PRIVATE_KEYS.has(key)) data[key] = value;
    }
  }
  const metadata: PublicEvent['metadata'] = {};
  for (const key of KEPT_METADATA) if (typeof event.metadata[key] === 'string') metadata[key] = event.metadata[key];
  if (current.schemaVersion !== null) metadata.schemaVersion = current.schemaVersion;
  const named = NAMED_BY_PRIVATE_VALUE.exec(event.stream);
  return {
    position: event.position,
    stream: named ? `${named[1]}-${pseudonym(named[2])}` : event.stream,
    type: event.type,
    data,
    metadata,
    recordedAt: event.metadata.at ?? null,
  };
}

/**
 * Analysts read every event in its type's current shape, as the projectors do (old versions
 * upcast). One this code cannot read (a type it does not know, a newer version, data that does
 * not fit its version) goes out as it was stored, with the version it was written in: an export
 * reports the log, it does not stop at what it cannot interpret.
 */
function currentShape(event: StoredEvent): { data: unknown; schemaVersion: number | null } {
  const stored = { data: event.data, schemaVersion: storedVersionOf(event.metadata) };
  if (!isKnownEventType(event.type)) return stored;
  try {
    const data = upcast(event.type, event.data, stored.schemaVersion);
    return data === undefined ? stored : { data, schemaVersion: schemaVersionOf(event.type) };
  } catch {
    return stored;
  }
}
