import { EventEmitter } from 'node:events';
import { parseEvent, type DomainEvent } from '../domain/events';
import type { BacklogReader, EventStore, StoredEvent, Subscription } from '../domain/ports/eventStore';
import type { LiveProjections } from './liveProjections';
import type { ChangeNotice, Projector } from './projector';
import { loadCheckpoints, storeCheckpoints } from './checkpoints';
import { GenerationalReadStore } from './generations';
import type { Rebuild, RebuildProgress } from './rebuild';
import { Rebuilds } from './rebuilds';
import { DEFAULT_RETRY, ProjectorLane, retryDelay, type ProjectorHealth, type RetryDelays } from './projectorLane';
import type { ReadStore } from './readStore';

// A long catch-up lets timers and I/O run this often (an in-memory store never waits otherwise).
const YIELD_EVERY = 1000;
// Events behind the log's head from which a backlog reader (when given) reads them: below, starting it costs more than it saves.
const LONG_BACKLOG = 20_000;
// Events a projector reads at a time while it catches up on its own.
const CATCH_UP_BATCH = 1000;

export class ProjectionTimeoutError extends Error {
  constructor(position: number, processed: number) {
    super(`Projections did not reach position ${position} in time (at ${processed})`);
    this.name = 'ProjectionTimeoutError';
  }
}

/**
 * Feeds every event through the projectors, each from its own checkpoint (stored with the read
 * models). The log is read once, from the checkpoint furthest behind, and each event handed to the
 * projectors that handle it and have not had it yet. Mutations wait on `waitForPosition` to read
 * their own writes.
 *
 * A projector that throws on an event stops there: it is handed nothing more, the others go on, and
 * the event is tried again after a wait that doubles from `retry.firstMs` to `retry.maxMs`. Once an
 * attempt succeeds it reads the log from there itself until it reaches the others (see ProjectorLane).
 *
 * Checkpoints are written behind the events, at most one write at a time, covering everything
 * processed until then: one write per burst rather than one per event, which would be a third of
 * a replay's cost. They may lag the read models by a few events; those are delivered again after a
 * restart, which changes nothing: each projector writes through its lane's revision guard
 * (GuardedStore), which refuses a write to a document already at that event's position.
 */
export class ProjectionRunner implements LiveProjections {
  // Every event up to here has been handed to the live projectors that handle it.
  private processed = 0;
  // The event being handed out now (or the last one): a projector reading the log itself is live again once it has this one.
  private dispatching = 0;
  private checkpointWrite: Promise<void> | null = null;
  private sinceYield = 0;
  private subscription: Subscription | null = null;
  private following: Promise<void> = Promise.resolve();
  private stopping = false;
  private lanes: ProjectorLane[] = [];
  private readonly waiters = new Set<{ position: number; resolve: () => void }>();
  private readonly changes = new EventEmitter();
  // Which projectors see each event type, worked out once per type.
  private readonly routes = new Map<string, ProjectorLane[]>();
  // Rebuilds need a store that maps collections to generations (the servers' always does).
  private readonly rebuilds: Rebuilds | null;

  constructor(
    private readonly events: EventStore,
    private readonly readStore: ReadStore,
    readonly projectors: Projector[],
    private readonly backlog: { read: BacklogReader; longBacklog?: number } | null = null,
    private readonly retry: RetryDelays = DEFAULT_RETRY,
  ) {
    this.changes.setMaxListeners(0);
    this.rebuilds =
      readStore instanceof GenerationalReadStore
        ? new Rebuilds(readStore, projectors, {
            events,
            dispatching: () => this.dispatching,
            idle: () => this.processed === this.dispatching,
            stopping: () => this.stopping,
            swap: (rebuild) => this.swap(rebuild),
          })
        : null;
  }

  /** How far the log has been read and handed out (a stuck projector may be behind it: see `health`). */
  get position(): number {
    return this.processed;
  }

  /**
   * The position every projector that is not stuck has reached: what a write waits for
   * (`waitForPosition`), and what the projector publishes to API instances with its notices.
   */
  get reachedPosition(): number {
    let reached = this.processed;
    for (const lane of this.lanes) if (lane.mode === 'behind' && lane.position < reached) reached = lane.position;
    return reached;
  }

  /** Called whenever the reached position may have moved (after each event, and as a projector catches up or stops). */
  onProgress(listener: () => void): () => void {
    this.changes.on('progress', listener);
    return () => this.changes.off('progress', listener);
  }

  /** Each projector's position (and generation), where it is stuck if it is, and the rebuilds under way. */
  health(): { position: number; projectors: ProjectorHealth[]; rebuilds: RebuildProgress[] } {
    // Only for a projector rebuilt: one never rebuilt reads as before.
    const generation = (lane: ProjectorLane) => {
      const rebuilt = this.rebuilds?.generationOf(lane.projector) ?? 0;
      return rebuilt > 0 ? { generation: rebuilt } : {};
    };
    return {
      position: this.processed,
      projectors: this.lanes.map((lane) => ({ ...lane.health(this.processed), ...generation(lane) })),
      rebuilds: this.rebuilds?.progress() ?? [],
    };
  }

  async start(): Promise<void> {
    for (const projector of this.projectors) await projector.setup(this.readStore);
    const checkpoints = await loadCheckpoints(
      this.readStore,
      this.projectors.map((projector) => projector.name),
    );
    this.lanes = this.projectors.map(
      (projector) => new ProjectorLane(projector, checkpoints.get(projector.name) ?? 0, this.rebuilds?.storeOf(projector) ?? this.readStore),
    );
    // From the one furthest behind: the others skip what they have.
    this.processed = this.lanes.length > 0 ? Math.min(...this.lanes.map((lane) => lane.position)) : 0;
    this.dispatching = this.processed;
    const fromScratch = this.lanes.filter((lane) => lane.position === 0).map((lane) => lane.name);
    this.rebuilds?.start(fromScratch, await this.events.headPosition());
    if (this.backlog) this.following = this.catchUpThenFollow(this.backlog.read, this.backlog.longBacklog ?? LONG_BACKLOG);
    else this.follow();
  }

  private follow(): void {
    this.subscription = this.events.subscribeToAll(this.processed, (event) => this.handle(event));
  }

  /** A long backlog comes through the backlog reader, the rest and what follows through the subscription. */
  private async catchUpThenFollow(read: BacklogReader, longBacklog: number): Promise<void> {
    try {
      const head = await this.events.headPosition();
      if (head - this.processed >= longBacklog) {
        for await (const batch of read(this.processed, head)) {
          for (const { stored, event } of batch) {
            if (this.stopping) return;
            await this.handle(stored, event);
          }
        }
      }
    } catch (error) {
      // The subscription reads what is left, only slower.
      console.error(`Reading the backlog ahead failed at position ${this.processed}:`, error);
    }
    if (!this.stopping) this.follow();
  }

  /**
   * Resolves once every projector that is not stuck has every event up to `position` in its read
   * models. A stuck one is left out: a write must not wait (and fail) for a read model that an
   * unrelated event stopped; `health` reports it.
   */
  waitForPosition(position: number, timeoutMs = 5000): Promise<void> {
    if (this.reached(position)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const waiter = {
        position,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new ProjectionTimeoutError(position, this.processed));
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  onChange(listener: (notice: ChangeNotice) => void): () => void {
    this.changes.on('change', listener);
    return () => this.changes.off('change', listener);
  }

  /** Stops delivery, and the attempts of stuck projectors, and stores each projector's checkpoint. */
  async stop(): Promise<void> {
    this.stopping = true;
    for (const lane of this.lanes) if (lane.retry) clearTimeout(lane.retry);
    await this.following;
    await this.rebuilds?.stop();
    await this.subscription?.close();
    this.subscription = null;
    for (const lane of this.lanes) await lane.catchingUp;
    while (this.checkpointWrite) await this.checkpointWrite;
    await this.writeCheckpoints();
  }

  private async handle(stored: StoredEvent, event = parseEvent(stored)): Promise<void> {
    this.dispatching = stored.position;
    if (event?.type === 'ProjectorRebuildRequested') await this.rebuilds?.request(event.data.projector, stored.position);
    // A type or version this code does not know (written by a newer one) only moves the checkpoint.
    const notices = event ? await this.project(event, stored) : [];
    this.processed = stored.position;
    // Between two events: a rebuild that caught up meanwhile is swapped in before the next.
    for (const rebuild of this.rebuilds?.ready(this.processed) ?? []) this.swap(rebuild);
    this.scheduleCheckpoint();
    this.settleWaiters();
    for (const notice of notices) this.changes.emit('change', notice);
    if (++this.sinceYield >= YIELD_EVERY) {
      this.sinceYield = 0;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private async project(event: DomainEvent, stored: StoredEvent): Promise<ChangeNotice[]> {
    const notices: ChangeNotice[] = [];
    for (const lane of this.lanesFor(event.type)) {
      // One stuck or reading the log itself is not handed it; one started ahead of the others has it.
      if (lane.mode !== 'live' || lane.position >= stored.position) continue;
      try {
        const changed = await lane.projector.apply(event, stored, lane.store.at(stored.position));
        if (changed.length > 0) notices.push(...changed);
      } catch (error) {
        this.stopAt(lane, stored, error);
      }
    }
    return notices;
  }

  private lanesFor(type: string): ProjectorLane[] {
    let lanes = this.routes.get(type);
    if (!lanes) {
      lanes = this.lanes.filter((lane) => lane.handles(type));
      this.routes.set(type, lanes);
    }
    return lanes;
  }

  private stopAt(lane: ProjectorLane, stored: StoredEvent, error: unknown): void {
    const first = lane.stopAt(stored, error, this.processed);
    const wait = retryDelay(lane.stuck!.retries, this.retry);
    // Once per event: the attempts that fail the same way say nothing new.
    if (first) console.error(`Projector ${lane.name} stopped at event ${stored.type} at position ${stored.position}; trying again in ${wait} ms:`, error);
    if (this.stopping) return;
    this.tryAgain(lane, wait);
    // Writes no longer wait for it.
    this.settleWaiters();
  }

  private tryAgain(lane: ProjectorLane, wait: number): void {
    lane.retry = setTimeout(() => {
      lane.retry = null;
      if (this.stopping || lane.retired) return;
      lane.catchingUp = this.readOnItsOwn(lane)
        .catch((error) => {
          // The log could not be read (a projector's own failure stops it in readOnItsOwn): again later, from where it is.
          console.error(`Projector ${lane.name} could not read the log from position ${lane.position}:`, error);
          if (!this.stopping) this.tryAgain(lane, this.retry.maxMs);
        })
        .finally(() => (lane.catchingUp = null));
    }, wait);
    lane.retry.unref();
  }

  /** Reads the log from the projector's own position, from the event it stopped at if it did, until it is where the runner is. */
  private async readOnItsOwn(lane: ProjectorLane): Promise<void> {
    while (!this.stopping && !lane.retired) {
      const batch = lane.position < this.dispatching ? await this.events.readAll(lane.position, CATCH_UP_BATCH) : [];
      if (batch.length === 0) {
        lane.mode = 'live';
        this.settleWaiters();
        return;
      }
      for (const stored of batch) {
        if (this.stopping || lane.retired) return;
        if (lane.position >= this.dispatching) break;
        const event = parseEvent(stored);
        if (event && lane.handles(event.type)) {
          let notices: ChangeNotice[];
          try {
            notices = await lane.projector.apply(event, stored, lane.store.at(stored.position));
          } catch (error) {
            this.stopAt(lane, stored, error);
            return;
          }
          for (const notice of notices) this.changes.emit('change', notice);
        }
        lane.position = stored.position;
        if (lane.stuck && lane.position >= lane.stuck.eventPosition) {
          console.error(
            `Projector ${lane.name} went past event ${lane.stuck.eventType} at position ${lane.stuck.eventPosition} after ${lane.stuck.retries + 1} attempts`,
          );
          lane.stuck = null;
          lane.mode = 'behind';
        }
      }
      this.scheduleCheckpoint();
      this.settleWaiters();
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /**
   * The rebuilt lanes take the old ones' places and every read goes to the new collections: one
   * synchronous step, between two events. The old lanes write nothing more (see `retired`).
   */
  private swap(rebuild: Rebuild): void {
    if (!this.rebuilds || this.stopping || rebuild.swapped) return;
    rebuild.swapped = true;
    const replacing = new Map(rebuild.lanes.map((lane) => [lane.projector, lane]));
    this.lanes = this.lanes.map((lane) => {
      const rebuilt = replacing.get(lane.projector);
      if (!rebuilt) return lane;
      lane.retired = true;
      if (lane.retry) clearTimeout(lane.retry);
      rebuilt.position = rebuild.position;
      return rebuilt;
    });
    this.routes.clear();
    this.rebuilds.swapped(rebuild, () => this.scheduleCheckpoint());
    this.settleWaiters();
  }

  /** Every projector not stuck has had every event up to `position`. */
  private reached(position: number): boolean {
    return this.reachedPosition >= position;
  }

  private settleWaiters(): void {
    this.changes.emit('progress');
    for (const waiter of this.waiters) {
      if (this.reached(waiter.position)) {
        this.waiters.delete(waiter);
        waiter.resolve();
      }
    }
  }

  // Waits a turn so that the events delivered meanwhile share the write.
  private scheduleCheckpoint(): void {
    if (this.checkpointWrite) return;
    this.checkpointWrite = (async () => {
      await new Promise((resolve) => setImmediate(resolve));
      let written = false;
      try {
        await this.writeCheckpoints();
        written = true;
      } catch (error) {
        // The next event tries again; meanwhile a restart replays a little more, harmlessly.
        console.error('Could not store the projection checkpoints:', error);
      }
      this.checkpointWrite = null;
      if (written && this.lanes.some((lane) => lane.checkpointed < lane.positionAt(this.processed))) this.scheduleCheckpoint();
    })();
  }

  /** The checkpoints of the projectors that moved since they were last written. */
  private async writeCheckpoints(): Promise<void> {
    const moved = new Map<string, number>();
    for (const lane of this.lanes) {
      const position = lane.positionAt(this.processed);
      if (position > lane.checkpointed) moved.set(lane.name, position);
    }
    if (moved.size === 0) return;
    await storeCheckpoints(this.readStore, moved);
    for (const lane of this.lanes) {
      const position = moved.get(lane.name);
      if (position !== undefined) lane.checkpointed = Math.max(lane.checkpointed, position);
    }
  }
}
