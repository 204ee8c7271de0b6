import { parseEvent } from '../domain/events';
import type { EventStore } from '../domain/ports/eventStore';
import { type GenerationalReadStore, generationName } from './generations';
import { ProjectorLane } from './projectorLane';
import type { RebuildGroup } from './rebuildGroups';

// Events a rebuild reads at a time.
const BATCH = 1000;

/** What a rebuild needs of the runner it catches up with. */
export type RebuildHost = {
  readonly events: EventStore;
  /** The event being handed out now (or the last one): a rebuild that has it has caught up. */
  dispatching(): number;
  /** Whether no event is being handed out: a swap made now falls between two events. */
  idle(): boolean;
  stopping(): boolean;
  swap(rebuild: Rebuild): void;
};

export type RebuildProgress = { projector: string; projectors: string[]; generation: number; position: number; failed: string | null };

/**
 * One projector rebuilt (with those sharing its collections) into new collections, named after its
 * generation, while the old ones keep being read and written. Its lanes read the log themselves
 * from the first event, writing only the new collections (other read models are read as they are
 * now, as in any replay of one projector), and no change notice goes out: nobody reads them yet.
 * Caught up with the runner, it is swapped in between two events (by the runner, see `parked`).
 */
export class Rebuild {
  /** Every event up to here is in the new collections. */
  position = 0;
  /** Caught up and waiting for the runner to finish the event it hands out, which then swaps it in. */
  parked = false;
  swapped = false;
  failed: string | null = null;
  readonly lanes: ProjectorLane[];
  /** Logical collection -> its new physical one. */
  readonly physical: ReadonlyMap<string, string>;
  running: Promise<void> = Promise.resolve();

  constructor(
    /** The projector asked for: the request is recorded under its name. */
    readonly projector: string,
    readonly generation: number,
    readonly group: RebuildGroup,
    private readonly store: GenerationalReadStore,
  ) {
    this.physical = new Map(group.collections.map((collection) => [collection, generationName(collection, generation)]));
    // Writing another read model from the first event again would damage it: refused, the rebuild fails.
    const view = store.pinned(this.physical, { othersReadOnly: true });
    this.lanes = group.projectors.map((projector) => new ProjectorLane(projector, 0, view));
  }

  progress(): RebuildProgress {
    const { projector, generation, position, failed } = this;
    return { projector, projectors: this.group.projectors.map((p) => p.name), generation, position, failed };
  }

  start(host: RebuildHost): void {
    this.running = this.run(host).catch(async (error) => {
      this.failed = error instanceof Error ? error.name : typeof error;
      console.error(`Rebuilding ${this.projector} (generation ${this.generation}) failed at position ${this.position}; the old read models stay:`, error);
      await this.dropNew().catch(() => undefined);
      // A restart does not try it again: it would fail the same way.
      await this.store.markRebuild(this.projector, null).catch(console.error);
    });
  }

  /** Drops the new collections: what an earlier attempt left, or this one's when it fails. */
  async dropNew(): Promise<void> {
    for (const name of this.physical.values()) await this.store.base.drop(name);
  }

  private async run(host: RebuildHost): Promise<void> {
    await this.dropNew();
    for (const lane of this.lanes) await lane.projector.setup(lane.store);
    console.log(`Rebuilding ${this.lanes.map((lane) => lane.name).join(', ')} into generation ${this.generation}`);
    while (!host.stopping()) {
      const batch = this.position < host.dispatching() ? await host.events.readAll(this.position, BATCH) : [];
      if (batch.length === 0) {
        if (host.idle()) return host.swap(this);
        this.parked = true;
        await new Promise((resolve) => setImmediate(resolve));
        this.parked = false;
        if (this.swapped) return;
        continue;
      }
      for (const stored of batch) {
        if (host.stopping() || stored.position > host.dispatching()) break;
        const event = parseEvent(stored);
        if (event) for (const lane of this.lanes) if (lane.handles(event.type)) await lane.projector.apply(event, stored, lane.store.at(stored.position));
        this.position = stored.position;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}
