import type { StoredEvent } from '../domain/ports/eventStore';
import type { Projector } from './projector';
import type { ReadStore } from './readStore';
import { GuardedStore, guardField } from './revisionGuard';

/** Where a projector stopped: what an operator needs to find the event, and nothing of its data. */
export type StuckAt = {
  eventPosition: number;
  eventType: string;
  /** The error's name only: its message may quote a read model's values. The log has the whole error. */
  error: string;
  since: string;
  /** Attempts since, that failed too. */
  retries: number;
};

/** `generation`: the rebuild its read models come from (absent: never rebuilt). */
export type ProjectorHealth = { name: string; position: number; stuck: StuckAt | null; generation?: number };

/** Waits between attempts at the event a projector stopped at: doubling from the first to the most. */
export type RetryDelays = { firstMs: number; maxMs: number };
export const DEFAULT_RETRY: RetryDelays = { firstMs: 1000, maxMs: 60_000 };

export const retryDelay = (retries: number, delays: RetryDelays): number => Math.min(delays.firstMs * 2 ** Math.min(retries, 30), delays.maxMs);

/**
 * One projector's progress through the log. `live`: the runner hands it each event as it reads it
 * (its `position` may be ahead of the runner's after a start, when it skips what it has). `stuck`:
 * it threw on an event and is handed nothing until an attempt at that event succeeds. `behind`:
 * it reads the log itself, from its own position, until it reaches the runner and is live again.
 */
export class ProjectorLane {
  mode: 'live' | 'stuck' | 'behind' = 'live';
  stuck: StuckAt | null = null;
  checkpointed: number;
  retry: NodeJS.Timeout | null = null;
  catchingUp: Promise<void> | null = null;
  /** Replaced by a rebuilt lane: it writes nothing more, its collections being dropped. */
  retired = false;
  /** The read store as this projector writes it: through its revision guard. */
  readonly store: GuardedStore;
  private readonly types: ReadonlySet<string> | null;

  constructor(
    readonly projector: Projector,
    /** Every event up to here is in its read models; while live, the runner's position counts too (see `positionAt`). */
    public position: number,
    /** Where it writes: its own collections pinned to their generation, so that nothing it still does lands in a rebuilt one; through its revision guard. */
    store: ReadStore,
  ) {
    this.checkpointed = position;
    this.store = new GuardedStore(store, guardField(projector.name));
    this.types = projector.handles ? new Set(projector.handles) : null;
  }

  get name(): string {
    return this.projector.name;
  }

  handles(type: string): boolean {
    return !this.types || this.types.has(type);
  }

  /** How far its read models are, the runner having handled every event up to `processed`. */
  positionAt(processed: number): number {
    return this.mode === 'live' ? Math.max(this.position, processed) : this.position;
  }

  /** Stops it at `stored`; answers whether this is a new event to stop at (rather than one more failed attempt). */
  stopAt(stored: StoredEvent, error: unknown, processed: number): boolean {
    this.position = this.positionAt(processed);
    this.mode = 'stuck';
    if (this.stuck?.eventPosition === stored.position) {
      this.stuck = { ...this.stuck, retries: this.stuck.retries + 1 };
      return false;
    }
    const name = error instanceof Error ? error.name : typeof error;
    this.stuck = { eventPosition: stored.position, eventType: stored.type, error: name, since: new Date().toISOString(), retries: 0 };
    return true;
  }

  health(processed: number): ProjectorHealth {
    return { name: this.name, position: this.positionAt(processed), stuck: this.stuck };
  }
}
