import type { Doc, IndexSpec } from '../../projections/readStore';
import { MemoryIndex } from './memoryIndex';

/** A collection's documents as a snapshot holds them: frames, each decoded into documents when its turn comes. */
export type RestoreSource<Frame = unknown> = { frames: (Frame | null)[]; decode(frame: Frame, out: Doc[]): void };

/**
 * A snapshot's documents and indexes on their way into a collection, a slice at a time: the
 * read store decodes and takes them in behind the first requests instead of before them, and a
 * collection touched sooner takes in the rest of its own at once.
 */
export class PendingRestore {
  private readonly docs: Doc[] = [];
  private nextFrame = 0;
  private nextDoc = 0;
  private nextSpec = 0;
  private building: MemoryIndex | null = null;
  private nextIndexed = 0;

  constructor(
    private readonly source: RestoreSource,
    private readonly specs: IndexSpec[],
    private readonly into: Map<string, Doc>,
    private readonly indexes: MemoryIndex[],
  ) {}

  /** The restored index named `name`, built yet or not. */
  spec(name: string): IndexSpec | undefined {
    return this.specs.find((spec) => spec.name === name);
  }

  /** Takes in about `budget` documents' worth (each document decoded and taken in, then added once per index); true when all is in. */
  step(budget = Infinity): boolean {
    return this.advance(budget, true);
  }

  /**
   * Takes in every document, leaving the indexes to later steps: a read by id needs none, and
   * the first requests after a start read a large collection (the likes) only by id.
   */
  takeInDocuments(): void {
    this.advance(Infinity, false);
  }

  private advance(budget: number, withIndexes: boolean): boolean {
    let left = budget;
    while (left > 0) {
      if (this.nextDoc < this.docs.length) {
        const end = Math.min(this.docs.length, this.nextDoc + left);
        for (let i = this.nextDoc; i < end; i++) this.into.set(this.docs[i]._id, this.docs[i]);
        left -= end - this.nextDoc;
        this.nextDoc = end;
        continue;
      }
      const { frames } = this.source;
      if (this.nextFrame < frames.length) {
        const frame = frames[this.nextFrame];
        // Its documents are what is held from now on.
        frames[this.nextFrame++] = null;
        const before = this.docs.length;
        if (frame !== null) this.source.decode(frame, this.docs);
        left -= this.docs.length - before;
        continue;
      }
      if (!withIndexes || this.nextSpec >= this.specs.length) return this.nextSpec >= this.specs.length;
      // Built aside and added whole: nothing queries an index with only part of the documents.
      this.building ??= new MemoryIndex(this.specs[this.nextSpec]);
      const end = Math.min(this.docs.length, this.nextIndexed + left);
      for (let i = this.nextIndexed; i < end; i++) this.building.add(this.docs[i]);
      left -= end - this.nextIndexed;
      this.nextIndexed = end;
      if (end === this.docs.length) {
        this.indexes.push(this.building);
        this.building = null;
        this.nextIndexed = 0;
        this.nextSpec++;
      }
    }
    return this.nextDoc >= this.docs.length && this.nextFrame >= this.source.frames.length && this.nextSpec >= this.specs.length;
  }
}
