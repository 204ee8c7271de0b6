import type { EventType } from '../../domain/events';
import { rulesOf } from '../../domain/personalData';
import type { StoredEvent } from '../../domain/ports/eventStore';

/** One line of a person's `events.ndjson`: the analyst export's shape, their own fields in clear. */
export type OwnEventLine = {
  position: number;
  stream: string;
  type: string;
  data: Record<string, unknown>;
  metadata: Record<string, string>;
  recordedAt: string | null;
};

// The field naming the person an event is about, where it is not `userId`.
const SUBJECT_FIELD: Partial<Record<EventType, string>> = {
  UserFollowed: 'followerId',
  UserUnfollowed: 'followerId',
  FollowRequested: 'followerId',
  FollowRequestWithdrawn: 'followerId',
  FollowRequestApproved: 'followeeId',
  FollowRequestDeclined: 'followeeId',
  UserBlocked: 'blockerId',
  UserUnblocked: 'blockerId',
  UserMuted: 'muterId',
  UserUnmuted: 'muterId',
  MessageSent: 'senderId',
  StorySeen: 'viewerId',
  ConversationStarted: 'startedBy',
};

// Never in a download, not even the owner's: credentials (a TOTP secret signs in as well as a password; a
// push subscription's keys read what is pushed to that browser), not information about them.
const NEVER_SHOWN = new Set(['passwordHash', 'secret', 'recoveryCodeHashes', 'recoveryCodeHash', 'p256dh', 'auth']);
// Another person's address, in an event an administrator wrote (an IP ban).
const OTHER_PEOPLE_KEYS = new Set(['ip']);
const KEPT_METADATA = ['commandId', 'correlationId', 'causationId', 'userId', 'at'] as const;

/** The id of the person an event is about (the one who acted, or whose account it changes). */
export function subjectOf(event: Pick<StoredEvent, 'type' | 'data'>): string | undefined {
  const field = SUBJECT_FIELD[event.type as EventType] ?? 'userId';
  const value = (event.data as Record<string, unknown> | null)?.[field];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Whether the event is the person's own: they caused it, or it is about their account (a ban,
 * a post an administrator deleted). Events by others that merely name them (a follow of them, a
 * report about them) are the others' events.
 */
export function isOwnEvent(event: Pick<StoredEvent, 'type' | 'data' | 'metadata'>, personId: string): boolean {
  return event.metadata.userId === personId || subjectOf(event) === personId;
}

/**
 * The event as its owner may read it: their own words and details opened, but no password hash,
 * and nothing personal of anyone else (another owner's sealed fields, an administrator's address).
 */
export function toOwnEventLine(event: StoredEvent, personId: string): OwnEventLine {
  const data = (event.data ?? {}) as Record<string, unknown>;
  const othersFields = new Set(rulesOf(event.type).flatMap((rule) => (data[rule.owner] !== personId ? rule.fields : [])));
  const shown: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (!NEVER_SHOWN.has(key) && !OTHER_PEOPLE_KEYS.has(key) && !othersFields.has(key)) shown[key] = value;
  }
  const metadata: Record<string, string> = {};
  for (const key of KEPT_METADATA) if (typeof event.metadata[key] === 'string') metadata[key] = event.metadata[key];
  // The address they acted from is theirs; the one an administrator acted from is not.
  if (event.metadata.userId === personId && event.metadata.clientIp) metadata.clientIp = event.metadata.clientIp;
  return { position: event.position, stream: event.stream, type: event.type, data: shown, metadata, recordedAt: event.metadata.at ?? null };
}
