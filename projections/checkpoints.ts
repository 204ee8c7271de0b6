import { collections } from './readModels';
import type { ReadStore } from './readStore';

/** The one checkpoint all projectors shared before each had its own. */
export const SHARED_CHECKPOINT_ID = 'main';
/** Every projector's own checkpoint, as one document: one write per burst of events, as before. */
export const PROJECTOR_CHECKPOINTS_ID = 'projectors';

type SharedCheckpointDoc = { _id: typeof SHARED_CHECKPOINT_ID; position: number };
type ProjectorCheckpointsDoc = { _id: typeof PROJECTOR_CHECKPOINTS_ID; positions: Record<string, number> };
type CheckpointsDoc = SharedCheckpointDoc | ProjectorCheckpointsDoc;

/**
 * Each projector's checkpoint, 0 for one that has none. The first start after the checkpoint became
 * one per projector finds only the shared one: every projector takes it, so that an existing read
 * store neither replays from the first event nor skips one. The shared one is then removed, lest a
 * projector added later take it too.
 */
export async function loadCheckpoints(store: ReadStore, names: readonly string[]): Promise<Map<string, number>> {
  const checkpoints = store.collection<CheckpointsDoc>(collections.checkpoints);
  const own = (await checkpoints.findOne({ _id: PROJECTOR_CHECKPOINTS_ID })) as ProjectorCheckpointsDoc | null;
  const shared = (await checkpoints.findOne({ _id: SHARED_CHECKPOINT_ID })) as SharedCheckpointDoc | null;
  const migrating = shared !== null && own === null;
  const positions = new Map(names.map((name) => [name, (migrating ? shared.position : own?.positions[name]) ?? 0]));
  if (shared) {
    // The projectors' own first, so that a crash in between leaves nothing to take from the shared one again.
    if (migrating) await storeCheckpoints(store, positions);
    await checkpoints.deleteOne({ _id: SHARED_CHECKPOINT_ID });
  }
  return positions;
}

/** Stores the positions given in one write, leaving the other projectors' as they are. */
export async function storeCheckpoints(store: ReadStore, positions: Map<string, number>): Promise<void> {
  const fields: Record<string, number> = {};
  for (const [name, position] of positions) {
    // A projector's name is a field name: a dot or a dollar would make it a path or an operator.
    if (!/^[A-Za-z][\w-]*$/.test(name)) throw new Error(`A projector's name must be a plain word, got "${name}"`);
    fields[`positions.${name}`] = position;
  }
  await store.collection<CheckpointsDoc>(collections.checkpoints).updateOne({ _id: PROJECTOR_CHECKPOINTS_ID }, { $set: fields }, { upsert: true });
}

/**
 * The lowest checkpoint of the projectors named, read only (the migration in loadCheckpoints is the
 * projector's to do): where a process that follows the projector without projecting may start.
 */
export async function lowestCheckpoint(store: ReadStore, names: readonly string[]): Promise<number> {
  const checkpoints = store.collection<CheckpointsDoc>(collections.checkpoints);
  const own = (await checkpoints.findOne({ _id: PROJECTOR_CHECKPOINTS_ID })) as ProjectorCheckpointsDoc | null;
  if (!own) return ((await checkpoints.findOne({ _id: SHARED_CHECKPOINT_ID })) as SharedCheckpointDoc | null)?.position ?? 0;
  return names.length === 0 ? 0 : Math.min(...names.map((name) => own.positions[name] ?? 0));
}
