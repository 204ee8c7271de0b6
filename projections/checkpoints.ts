import { collections, type CheckpointDoc } from './readModels';
import type { ReadStore } from './readStore';

/** The one checkpoint all projectors shared before each had its own. */
export const SHARED_CHECKPOINT_ID = 'main';

/**
 * Each projector's checkpoint (its document's `_id` is the projector's name), 0 for one that has
 * none. The first start after the checkpoint became one per projector finds only the shared one:
 * every projector takes it, so that an existing read store neither replays from the first event
 * nor skips one. The shared one is then removed, lest a projector added later take it too.
 */
export async function loadCheckpoints(store: ReadStore, names: readonly string[]): Promise<Map<string, number>> {
  const checkpoints = store.collection<CheckpointDoc>(collections.checkpoints);
  const stored = new Map((await checkpoints.find({})).map((doc) => [doc._id, doc.position]));
  const shared = stored.get(SHARED_CHECKPOINT_ID);
  const migrating = shared !== undefined && !names.some((name) => stored.has(name));
  const positions = new Map(names.map((name) => [name, (migrating ? shared : stored.get(name)) ?? 0]));
  if (shared !== undefined) {
    // Each projector's own first, so that a crash in between leaves nothing to take from the shared one again.
    if (migrating) await storeCheckpoints(store, positions);
    await checkpoints.deleteOne({ _id: SHARED_CHECKPOINT_ID });
  }
  return positions;
}

/** At once rather than one after another: with a live log every projector moves with each event, and MongoDB would take a round trip for each. */
export async function storeCheckpoints(store: ReadStore, positions: Map<string, number>): Promise<void> {
  const checkpoints = store.collection<CheckpointDoc>(collections.checkpoints);
  await Promise.all([...positions].map(([name, position]) => checkpoints.updateOne({ _id: name }, { $set: { position } }, { upsert: true })));
}
