import type { ChangeNotice, Projector } from '../projector';
import { collections, muteKey, type MuteDoc } from '../readModels';

/** Who mutes whom: a document while the mute lasts. */
export const mutesProjector: Projector = {
  name: 'mutes',
  writes: [collections.mutes],
  handles: ['UserMuted', 'UserUnmuted', 'AccountDeleted'],
  async setup(store) {
    await store.collection(collections.mutes).createIndex({ keys: { muterId: 1, since: -1 } });
    await store.collection(collections.mutes).createIndex({ keys: { mutedId: 1 } });
  },
  async apply(event, _stored, store): Promise<ChangeNotice[]> {
    const mutes = store.collection<MuteDoc>(collections.mutes);
    switch (event.type) {
      case 'UserMuted': {
        const { muterId, mutedId, at } = event.data;
        await mutes.updateOne({ _id: muteKey(muterId, mutedId) }, { $setOnInsert: { muterId, mutedId, since: at } }, { upsert: true });
        // The muter's remembered feed page changes; the muted person is not told.
        return [{ kind: 'user', id: muterId }];
      }
      case 'UserUnmuted':
        await mutes.deleteOne({ _id: muteKey(event.data.muterId, event.data.mutedId) });
        return [{ kind: 'user', id: event.data.muterId }];
      case 'AccountDeleted':
        await mutes.deleteMany({ muterId: event.data.userId });
        await mutes.deleteMany({ mutedId: event.data.userId });
        return [];
      default:
        return [];
    }
  },
};
