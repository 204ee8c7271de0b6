import { collections, type PendingUploadDoc } from '../readModels';
import type { Projector } from '../projector';

/**
 * Uploads waiting for their one use. An upload given back (its write was refused) waits again from
 * then, so it is thrown away no sooner than its window allows; one in use, thrown away, or whose
 * person's account went, leaves.
 */
export const pendingUploadsProjector: Projector = {
  name: 'pendingUploads',
  writes: [collections.pendingUploads],
  handles: ['MediaUploaded', 'MediaAttached', 'MediaReleased', 'MediaDiscarded', 'AccountDeleted'],
  async setup(store) {
    await store.collection(collections.pendingUploads).createIndex({ keys: { since: 1 } });
  },
  async apply(event, _stored, store) {
    const pending = store.collection<PendingUploadDoc>(collections.pendingUploads);
    switch (event.type) {
      case 'MediaUploaded':
      case 'MediaReleased':
        await pending.updateOne({ _id: event.data.mediaId }, { $set: { userId: event.data.userId, since: event.data.at } }, { upsert: true });
        break;
      case 'MediaAttached':
      case 'MediaDiscarded':
        await pending.deleteOne({ _id: event.data.mediaId });
        break;
      case 'AccountDeleted':
        await pending.deleteMany({ userId: event.data.userId });
        break;
      default:
        break;
    }
    return [];
  },
};
