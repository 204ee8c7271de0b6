import { collections } from './readModels';
import type { Collection, Doc, Filter, FindOptions, IndexSpec, ReadStore, Update } from './readStore';

/** The document of the `checkpoints` collection that says which generation of each collection is read. */
export const GENERATIONS_ID = 'generations';

type GenerationsDoc = {
  _id: typeof GENERATIONS_ID;
  /** Logical collection name -> the physical one read now; a collection never rebuilt is not listed (its own name). */
  physical: Record<string, string>;
  /** Projector name -> the generation being rebuilt for it (the request's position): started again after a restart. */
  rebuilding: Record<string, number>;
};

/** The physical name of a collection's generation: the position of the request that rebuilt it. */
export const generationName = (logical: string, generation: number): string => `${logical}~${generation}`;

/** The generation a physical name holds: 0 for the collection's own name (never rebuilt). */
export const generationOf = (physical: string): number => {
  const at = physical.lastIndexOf('~');
  return at < 0 ? 0 : Number(physical.slice(at + 1));
};

/** A collection whose physical name is looked up at every call: a handle kept across a swap reads the new generation. */
class MappedCollection<T extends Doc> implements Collection<T> {
  constructor(private readonly target: () => Collection<T>) {}
  findOne(filter: Filter) {
    return this.target().findOne(filter);
  }
  find(filter: Filter, options?: FindOptions) {
    return this.target().find(filter, options);
  }
  cursor(filter: Filter, options?: FindOptions & { batchSize?: number }) {
    return this.target().cursor(filter, options);
  }
  insertOne(doc: T) {
    return this.target().insertOne(doc);
  }
  updateOne(filter: Filter, update: Update, options?: { upsert?: boolean }) {
    return this.target().updateOne(filter, update, options);
  }
  updateMany(filter: Filter, update: Update, options?: { upsert?: boolean }) {
    return this.target().updateMany(filter, update, options);
  }
  deleteOne(filter: Filter) {
    return this.target().deleteOne(filter);
  }
  deleteMany(filter: Filter) {
    return this.target().deleteMany(filter);
  }
  countDocuments(filter?: Filter) {
    return this.target().countDocuments(filter);
  }
  createIndex(spec: IndexSpec) {
    return this.target().createIndex(spec);
  }
}

/** A collection a rebuild reads but does not rebuild: a write to it would land in the read models being served. */
class ReadOnlyCollection<T extends Doc> extends MappedCollection<T> {
  constructor(
    target: () => Collection<T>,
    private readonly refusal: string,
  ) {
    super(target);
  }
  private refuse(): Promise<never> {
    return Promise.reject(new Error(this.refusal));
  }
  override insertOne() {
    return this.refuse();
  }
  override updateOne() {
    return this.refuse();
  }
  override updateMany() {
    return this.refuse();
  }
  override deleteOne() {
    return this.refuse();
  }
  override deleteMany() {
    return this.refuse();
  }
  override createIndex() {
    return this.refuse();
  }
}

/**
 * A read store whose collections are named logically: each maps to the physical collection of its
 * current generation. A projector is rebuilt blue/green by writing into new physical collections
 * through a `pinned` view while every reader still reads the old ones, then `swap`ped in at once
 * (one synchronous change of the map: no reader sees half of it). The map is kept in the
 * `checkpoints` collection, beside the positions it goes with.
 */
export class GenerationalReadStore implements ReadStore {
  private readonly physical = new Map<string, string>();
  private readonly rebuilding = new Map<string, number>();
  private readonly handles = new Map<string, Collection>();

  private constructor(readonly base: ReadStore) {}

  static async open(base: ReadStore): Promise<GenerationalReadStore> {
    const store = new GenerationalReadStore(base);
    const doc = await base.collection<GenerationsDoc>(collections.checkpoints).findOne({ _id: GENERATIONS_ID });
    for (const [logical, physical] of Object.entries(doc?.physical ?? {})) store.physical.set(logical, physical);
    for (const [name, generation] of Object.entries(doc?.rebuilding ?? {})) store.rebuilding.set(name, generation);
    return store;
  }

  physicalName(logical: string): string {
    return this.physical.get(logical) ?? logical;
  }

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    let handle = this.handles.get(name);
    if (!handle) {
      handle = new MappedCollection(() => this.base.collection(this.physicalName(name)));
      this.handles.set(name, handle);
    }
    return handle as Collection<T>;
  }

  /**
   * A view in which the logical names given go to the physical ones given, and every other as this
   * store maps it; `othersReadOnly`: the others refuse writes (a rebuild writes only what it rebuilds).
   */
  pinned(names: ReadonlyMap<string, string>, options: { othersReadOnly?: boolean } = {}): ReadStore {
    const resolve = (name: string) => names.get(name) ?? this.physicalName(name);
    const handles = new Map<string, Collection>();
    return {
      collection: <T extends Doc = Doc>(name: string) => {
        let handle = handles.get(name);
        if (!handle) {
          const target = () => this.base.collection(resolve(name));
          handle =
            options.othersReadOnly && !names.has(name)
              ? new ReadOnlyCollection(
                  target,
                  `"${name}" is not among the collections rebuilt (${[...names.keys()].join(', ')}): a projector must declare every collection it writes`,
                )
              : new MappedCollection(target);
          handles.set(name, handle);
        }
        return handle as Collection<T>;
      },
      dropAll: () => Promise.reject(new Error('A pinned view cannot drop every collection')),
      drop: (name) => this.base.drop(resolve(name)),
      flush: () => this.base.flush(),
      close: async () => undefined,
    };
  }

  /** The rebuilds under way when the map was last saved, by projector: each to be started again. */
  get rebuildsUnderWay(): ReadonlyMap<string, number> {
    return this.rebuilding;
  }

  /** Records a rebuild under way (`generation` set) or no longer (null), with the map, in one write. */
  async markRebuild(projector: string, generation: number | null): Promise<void> {
    if (generation === null) this.rebuilding.delete(projector);
    else this.rebuilding.set(projector, generation);
    await this.save();
  }

  /**
   * Reads of the logical names given go to their new physical collections from now on. Answers the
   * physical collections they replace, for the caller to drop once nothing writes to them; the map
   * is saved by `markRebuild` (or `save`).
   */
  swap(names: ReadonlyMap<string, string>): string[] {
    const replaced: string[] = [];
    for (const [logical, physical] of names) {
      const old = this.physicalName(logical);
      if (old !== physical) replaced.push(old);
      if (physical === logical) this.physical.delete(logical);
      else this.physical.set(logical, physical);
    }
    return replaced;
  }

  async save(): Promise<void> {
    await this.base
      .collection<GenerationsDoc>(collections.checkpoints)
      .updateOne(
        { _id: GENERATIONS_ID },
        { $set: { physical: Object.fromEntries(this.physical), rebuilding: Object.fromEntries(this.rebuilding) } },
        { upsert: true },
      );
  }

  async dropAll(): Promise<void> {
    this.physical.clear();
    this.rebuilding.clear();
    await this.base.dropAll();
  }

  drop(name: string): Promise<void> {
    return this.base.drop(this.physicalName(name));
  }

  flush(): Promise<void> {
    return this.base.flush();
  }

  close(options?: { save?: boolean }): Promise<void> {
    return this.base.close(options);
  }
}
