import type { ChangeNotice, Projector } from '../projector';
import { blockKey, collections, type BlockDoc } from '../readModels';
import type { ReadStore } from '../readStore';

/** Sets one side of a pair's block document, and removes it once neither blocks the other. */
async function setSide(store: ReadStore, userId: string, otherId: string, field: 'blocking' | 'blockedBy', value: boolean, at: string) {
  const blocks = store.collection<BlockDoc>(collections.blocks);
  const _id = blockKey(userId, otherId);
  if (value) {
    await blocks.updateOne(
      { _id },
      { $set: { [field]: true }, $setOnInsert: { userId, otherId, [field === 'blocking' ? 'blockedBy' : 'blocking']: false, since: at } },
      { upsert: true },
    );
    return;
  }
  await blocks.updateOne({ _id }, { $set: { [field]: false } });
  await blocks.deleteOne({ _id, blocking: false, blockedBy: false });
}

/**
 * Who blocks whom, written from both sides (see BlockDoc), so that "is either blocked by the
 * other" is one lookup by id, and the people a person blocked are an index away.
 */
export const blocksProjector: Projector = {
  name: 'blocks',
  writes: [collections.blocks],
  handles: ['UserBlocked', 'UserUnblocked', 'AccountDeleted'],
  async setup(store) {
    await store.collection(collections.blocks).createIndex({ keys: { userId: 1, since: -1 } });
    await store.collection(collections.blocks).createIndex({ keys: { otherId: 1 } });
  },
  async apply(event, _stored, store): Promise<ChangeNotice[]> {
    if (event.type === 'AccountDeleted') {
      const blocks = store.collection<BlockDoc>(collections.blocks);
      const { userId } = event.data;
      const others = (await blocks.find({ userId })).map((doc) => doc.otherId);
      await blocks.deleteMany({ userId });
      await blocks.deleteMany({ otherId: userId });
      return others.map((id) => ({ kind: 'user', id }));
    }
    if (event.type !== 'UserBlocked' && event.type !== 'UserUnblocked') return [];
    const { blockerId, blockedId, at } = event.data;
    const blocked = event.type === 'UserBlocked';
    await setSide(store, blockerId, blockedId, 'blocking', blocked, at);
    await setSide(store, blockedId, blockerId, 'blockedBy', blocked, at);
    // Both people's remembered feed pages and profiles change.
    return [
      { kind: 'user', id: blockerId },
      { kind: 'user', id: blockedId },
    ];
  },
};
