import { EventEmitter } from 'node:events';
import { parseEvent, type DomainEvent, type EventType } from '../domain/events';
import type { BacklogReader, EventStore, StoredEvent, Subscription } from '../domain/ports/eventStore';
import type { ChangeNotice, Projector } from './projector';
import { collections, type CheckpointDoc } from './readModels';
import type { ReadStore } from './readStore';

const CHECKPOINT_ID = 'main';
// A long catch-up lets timers and I/O run this often (an in-memory store never waits otherwise).
const YIELD_EVERY = 1000;
// Events behind the log's head from which a backlog reader (when given) reads them: below, starting it costs more than it saves.
const LONG_BACKLOG = 20_000;

export class ProjectionTimeoutError extends Error {
  constructor(position: number, processed: number) {
    super(`Projections did not reach position ${position} in time (at ${processed})`);
    this.name = 'ProjectionTimeoutError';
  }
}

/**
 * Feeds every event, from the stored checkpoint on, through the projectors; the checkpoint is
 * stored with the read models. Mutations wait on `waitForPosition` to read their own writes.
 *
 * The checkpoint is written behind the events, at most one write at a time, covering everything
 * processed until then: one write per burst rather than one per event, which would be a third of
 * a replay's cost. It may lag the read models by a few events; those are delivered again after a
 * restart, which is safe because every projector's `apply` is idempotent.
 */
export class ProjectionRunner {
  private processed = 0;
  private checkpointed = 0;
  private checkpointWrite: Promise<void> | null = null;
  private sinceYield = 0;
  private subscription: Subscription | null = null;
  private following: Promise<void> = Promise.resolve();
  private stopping = false;
  private readonly waiters = new Set<{ position: number; resolve: () => void }>();
  private readonly changes = new EventEmitter();
  // Which projectors see each event type, worked out once per type.
  private readonly routes = new Map<string, Projector[]>();

  constructor(
    private readonly events: EventStore,
    private readonly readStore: ReadStore,
    private readonly projectors: Projector[],
    private readonly backlog: { read: BacklogReader; longBacklog?: number } | null = null,
  ) {
    this.changes.setMaxListeners(0);
  }

  get position(): number {
    return this.processed;
  }

  async start(): Promise<void> {
    for (const projector of this.projectors) await projector.setup(this.readStore);
    const checkpoint = await this.readStore.collection<CheckpointDoc>(collections.checkpoints).findOne({ _id: CHECKPOINT_ID });
    this.processed = checkpoint?.position ?? 0;
    this.checkpointed = this.processed;
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

  /** Resolves once every event up to `position` is in the read models. */
  waitForPosition(position: number, timeoutMs = 5000): Promise<void> {
    if (this.processed >= position) return Promise.resolve();
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

  /** Stops delivery and stores the checkpoint of everything processed. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.following;
    await this.subscription?.close();
    this.subscription = null;
    while (this.checkpointWrite) await this.checkpointWrite;
    await this.writeCheckpoint();
  }

  private async handle(stored: StoredEvent, event = parseEvent(stored)): Promise<void> {
    // A type or version this code does not know (written by a newer one) only moves the checkpoint.
    const notices = event ? await this.project(event, stored) : [];
    this.processed = stored.position;
    this.scheduleCheckpoint();
    for (const waiter of this.waiters) {
      if (waiter.position <= this.processed) {
        this.waiters.delete(waiter);
        waiter.resolve();
      }
    }
    for (const notice of notices) this.changes.emit('change', notice);
    if (++this.sinceYield >= YIELD_EVERY) {
      this.sinceYield = 0;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private async project(event: DomainEvent, stored: StoredEvent): Promise<ChangeNotice[]> {
    const notices: ChangeNotice[] = [];
    for (const projector of this.projectorsFor(event.type)) {
      try {
        const changed = await projector.apply(event, stored, this.readStore);
        if (changed.length > 0) notices.push(...changed);
      } catch (error) {
        // One bad event must not stall every read model behind it; it is logged to be replayed once fixed.
        console.error(`Projector ${projector.name} failed on event ${stored.type} at position ${stored.position}:`, error);
      }
    }
    return notices;
  }

  private projectorsFor(type: string): Projector[] {
    let projectors = this.routes.get(type);
    if (!projectors) {
      projectors = this.projectors.filter((projector) => !projector.handles || projector.handles.includes(type as EventType));
      this.routes.set(type, projectors);
    }
    return projectors;
  }

  // Waits a turn so that the events delivered meanwhile share the write.
  private scheduleCheckpoint(): void {
    if (this.checkpointWrite) return;
    this.checkpointWrite = (async () => {
      await new Promise((resolve) => setImmediate(resolve));
      let written = false;
      try {
        await this.writeCheckpoint();
        written = true;
      } catch (error) {
        // The next event tries again; meanwhile a restart replays a little more, harmlessly.
        console.error('Could not store the projection checkpoint:', error);
      }
      this.checkpointWrite = null;
      if (written && this.checkpointed < this.processed) this.scheduleCheckpoint();
    })();
  }

  private async writeCheckpoint(): Promise<void> {
    const position = this.processed;
    if (position <= this.checkpointed) return;
    await this.readStore.collection<CheckpointDoc>(collections.checkpoints).updateOne({ _id: CHECKPOINT_ID }, { $set: { position } }, { upsert: true });
    this.checkpointed = Math.max(this.checkpointed, position);
  }
}
