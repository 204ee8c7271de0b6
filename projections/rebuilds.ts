import { type GenerationalReadStore, generationOf } from './generations';
import type { Projector } from './projector';
import type { ReadStore } from './readStore';
import { Rebuild, type RebuildHost, type RebuildProgress } from './rebuild';
import { rebuildGroup } from './rebuildGroups';

/**
 * The runner's rebuilds: which to start for a request in the log, which are under way, and what
 * follows a swap. The runner itself swaps the lanes (see ProjectionRunner.swap).
 */
export class Rebuilds {
  private readonly underWay = new Set<Rebuild>();
  // The projectors the runner builds from the first event, and the log's head then: a rebuild asked before would do it again.
  private readonly fromScratch = new Set<string>();
  private scratchUntil = 0;
  private saving: Promise<void> = Promise.resolve();

  constructor(
    private readonly generations: GenerationalReadStore,
    private readonly projectors: readonly Projector[],
    private readonly host: RebuildHost,
  ) {}

  /** A projector writes its own collections in their generation of now (pinned: see ProjectorLane.store), and reads the others as the store maps them. */
  storeOf(projector: Projector): ReadStore {
    const { generations } = this;
    if (!projector.writes) return generations;
    return generations.pinned(new Map(projector.writes.map((collection) => [collection, generations.physicalName(collection)])));
  }

  /** At the runner's start: the rebuilds a stop interrupted start again, from the first event. */
  start(fromScratch: readonly string[], head: number): void {
    for (const name of fromScratch) this.fromScratch.add(name);
    this.scratchUntil = head;
    for (const [name, generation] of this.generations.rebuildsUnderWay) this.begin(name, generation);
  }

  progress(): RebuildProgress[] {
    return [...this.underWay].map((rebuild) => rebuild.progress());
  }

  /** The generation a projector's read models come from (0: never rebuilt). */
  generationOf(projector: Projector): number {
    const first = projector.writes?.[0];
    return first ? generationOf(this.generations.physicalName(first)) : 0;
  }

  /** Those caught up with the runner at `processed` and waiting for it to swap them in. */
  ready(processed: number): Rebuild[] {
    return [...this.underWay].filter((rebuild) => rebuild.parked && rebuild.position >= processed);
  }

  /**
   * An operator's request, at its position in the log (which names the generation). It is recorded
   * with the generations before the runner moves past it, so that a stop in the middle starts it
   * again. Nothing to do for projectors built from the first event in this run (a full replay, a
   * new read store) or already at that generation.
   */
  async request(name: string, generation: number): Promise<void> {
    let collections: string[];
    try {
      const group = rebuildGroup(this.projectors, name);
      if (generation <= this.scratchUntil && group.projectors.every((projector) => this.fromScratch.has(projector.name))) return;
      collections = group.collections;
    } catch (error) {
      console.error(`Not rebuilding at position ${generation}: ${error instanceof Error ? error.message : error}`);
      return;
    }
    if (Math.min(...collections.map((collection) => generationOf(this.generations.physicalName(collection)))) >= generation) return;
    const overlapping = [...this.underWay].filter((rebuild) => rebuild.group.collections.some((collection) => collections.includes(collection)));
    const busy = overlapping.find((rebuild) => !rebuild.failed);
    if (busy) {
      console.error(`Not rebuilding ${name} at position ${generation}: ${busy.projector} is being rebuilt with it (generation ${busy.generation})`);
      return;
    }
    for (const failed of overlapping) this.underWay.delete(failed);
    await this.generations.markRebuild(name, generation);
    this.begin(name, generation);
  }

  private begin(name: string, generation: number): void {
    let rebuild: Rebuild;
    try {
      rebuild = new Rebuild(name, generation, rebuildGroup(this.projectors, name), this.generations);
    } catch (error) {
      // Recorded by a version of the code that knew it: forget it.
      console.error(`Not rebuilding ${name}: ${error instanceof Error ? error.message : error}`);
      void this.generations.markRebuild(name, null).catch(console.error);
      return;
    }
    this.underWay.add(rebuild);
    // A failed one stays in `progress` until asked again.
    rebuild.start(this.host);
  }

  /**
   * The runner has swapped the rebuild's lanes in: reads go to its collections from now on, at once.
   * The map is saved, then the old collections dropped (a stop before the save starts the rebuild
   * again, the old collections still there); `saved` runs in between.
   */
  swapped(rebuild: Rebuild, saved: () => void): void {
    this.underWay.delete(rebuild);
    const replaced = this.generations.swap(rebuild.physical);
    console.log(`Swapped in generation ${rebuild.generation} of ${rebuild.lanes.map((lane) => lane.name).join(', ')} at position ${rebuild.position}`);
    this.saving = this.saving
      .then(async () => {
        await this.generations.markRebuild(rebuild.projector, null);
        saved();
        for (const name of replaced) await this.generations.base.drop(name);
      })
      .catch((error) => console.error(`Could not save the swap of ${rebuild.projector}'s generation ${rebuild.generation}:`, error));
  }

  /** Waits for the rebuilds to stop (the runner is stopping) and the swaps to be saved. */
  async stop(): Promise<void> {
    for (const rebuild of this.underWay) await rebuild.running;
    await this.saving;
  }
}
