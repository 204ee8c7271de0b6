import type { DomainEvent } from '../events';

/**
 * The event store port. Positions are global, strictly increasing and start above 0, so
 * `0` means "before the first event". Revisions count from 0 within a stream.
 */
export type EventMetadata = {
  commandId: string;
  correlationId: string;
  causationId: string;
  /** The acting user, when there is one. */
  userId?: string;
  clientIp?: string;
  /** ISO time the command was issued (injected, never read inside a decider). */
  at: string;
  /**
   * The version of its type's shape the event was written in (domain/upcasters.ts). Events
   * written before versions were recorded carry none: they are version 1.
   */
  schemaVersion?: number;
};

export type NewEvent = {
  /** A UUID; appending an event whose id is already stored writes nothing. */
  id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
};

export type StoredEvent = NewEvent & {
  stream: string;
  revision: number;
  position: number;
};

/** `'any'`, `'no_stream'` (the stream must not exist) or the revision of the stream's last event. */
export type ExpectedRevision = 'any' | 'no_stream' | number;

export type AppendResult = {
  /** Revision of the stream's last event after the append. */
  revision: number;
  /** Global position of the last event appended (or already stored, for an idempotent retry). */
  position: number;
};

export type Subscription = { close(): Promise<void> };

export interface EventStore {
  append(stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /**
   * The stream's events from revision `fromRevision` (0: all of them) in order; `[]` when it does
   * not exist or has nothing that far.
   */
  readStream(stream: string, fromRevision?: number): Promise<StoredEvent[]>;
  /** Up to `limit` events with a position greater than `after`, in order. */
  readAll(after: number, limit: number): Promise<StoredEvent[]>;
  /**
   * Delivers every event after `after` (catch-up), then each new one as it is appended (live),
   * one at a time: the next is delivered only once the handler's promise settles.
   */
  subscribeToAll(after: number, handler: (event: StoredEvent) => Promise<void> | void): Subscription;
  /** Position of the last stored event, 0 when empty. */
  headPosition(): Promise<number>;
  close(): Promise<void>;
}

/** An event of a backlog as stored (its data may be the parsed one: read `event`), and parsed (`parseEvent`; null: one this code cannot read). */
export type BacklogEvent = { stored: StoredEvent; event: DomainEvent | null };

/**
 * Reads and parses the events after `after` up to `until` in batches, in order, ahead of its
 * consumer (in another thread, say) to catch a long backlog up faster; it stops when the consumer does.
 */
export type BacklogReader = (after: number, until: number) => AsyncIterable<BacklogEvent[]>;

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${stream}: expected revision ${expected}, found ${actual}`);
    this.name = 'WrongExpectedRevisionError';
  }
}
