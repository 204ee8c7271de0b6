import { personalData } from '../../domain/personalData';
import type { EventType } from '../../domain/events';
import type { StoredEvent } from '../../domain/ports/eventStore';

/** An event as analysts see it: one NDJSON line of `npm run events -- export`. */
export type PublicEvent = {
  position: number;
  stream: string;
  type: string;
  data: Record<string, unknown>;
  metadata: { commandId?: string; correlationId?: string; causationId?: string; userId?: string; at?: string };
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
 * What an analyst may see of a stored event: no password hash, email, birth date, client address
 * or text a person wrote, and no stream name that spells one out (`pseudonym` replaces it with a
 * stable keyed hash, so events of one stream still group together).
 */
export function toPublicEvent(event: StoredEvent, pseudonym: (value: string) => string): PublicEvent {
  const personal = new Set(personalData[event.type as EventType]?.fields ?? []);
  const data: Record<string, unknown> = {};
  if (event.data && typeof event.data === 'object') {
    for (const [key, value] of Object.entries(event.data as Record<string, unknown>)) {
      if (!personal.has(key) && !PRIVATE_KEYS.has(key)) data[key] = value;
    }
  }
  const metadata: PublicEvent['metadata'] = {};
  for (const key of KEPT_METADATA) if (typeof event.metadata[key] === 'string') metadata[key] = event.metadata[key];
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
