import type { DomainEvent, EventType } from '../domain/events';
import type { StoredEvent } from '../domain/ports/eventStore';
import type { ReadStore } from './readStore';

/** What changed in the read models, for live updates (subscriptions, sockets). */
export type ChangeNotice =
  | { kind: 'post'; id: string }
  | { kind: 'user'; id: string }
  /** A comment shown or removed under a post, or its counts (likes, replies) changed. */
  | { kind: 'comment'; id: string; postId: string; change: 'added' | 'removed' | 'updated' }
  /** A post entering feeds (published, unbanned) or leaving them (deleted, banned). */
  | { kind: 'feed'; postId: string; authorId: string; change: 'added' | 'removed' }
  | { kind: 'story'; id: string; userId: string }
  /** A conversation started, got a message, was read or was removed; for its participants only. */
  | { kind: 'conversation'; id: string; participantIds: string[] }
  | { kind: 'message'; id: string; conversationId: string; participantIds: string[] }
  /** A session was ended: connections signed in with it must close. */
  | { kind: 'session-ended'; id: string }
  /** A user was banned or timed out (id: the user's). */
  | { kind: 'moderation'; id: string }
  /** An address was banned or unbanned (id: the address). */
  | { kind: 'ip'; id: string }
  | { kind: 'report'; id: string }
  /** An appeal filed or decided (id: the appeal's; userId: who filed it). */
  | { kind: 'appeal'; id: string; userId: string }
  /** A person's unread notifications count changed (userId: theirs). */
  | { kind: 'notifications'; userId: string }
  | { kind: 'adminChat'; id: string }
  /** A day's Insights figures changed (id: the UTC day, YYYY-MM-DD). */
  | { kind: 'insights'; id: string };

/**
 * Event in, read-model writes out. `apply` must be idempotent: the runner may deliver an event
 * again after a restart, and applying it twice must change nothing.
 */
export type Projector = {
  name: string;
  /** The event types it reacts to, when it says: the runner then calls it for those only (a replay is mostly likes). */
  handles?: readonly EventType[];
  /**
   * The read-model collections it writes (logical names), when it says: it can then be rebuilt on
   * its own, with the others that write any of them (see rebuildGroups.ts). One that does not say
   * (the search projector, which writes an index besides) is rebuilt only by a full replay.
   */
  writes?: readonly string[];
  /**
   * Others' collections whose state at each event its writes depend on (a deleted comment it still
   * looks up): their writers are rebuilt with it, so that it reads them as a full replay would.
   * Reads of what changes no more than the events say (a post's author) need no mention.
   */
  readsAsOfEvent?: readonly string[];
  /** Creates the indexes its queries and writes rely on. */
  setup(store: ReadStore): Promise<void>;
  apply(event: DomainEvent, stored: StoredEvent, store: ReadStore): Promise<ChangeNotice[]>;
};
