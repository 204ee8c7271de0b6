import { collections, saveKey, type SaveDoc } from '../readModels';
import type { Projector } from '../projector';

/** Who saved which post (the Saved tab); `revision` is the save stream's, so a replayed event is skipped. */
export const savesProjector: Projector = {
  name: 'saves',
  writes: [collections.saves],
  handles: ['PostSaved', 'PostUnsaved', 'PostDeleted', 'AccountDeleted'],
  async setup(store) {
    await store.collection(collections.saves).createIndex({ keys: { userId: 1, createdAt: -1 } });
    await store.collection(collections.saves).createIndex({ keys: { postId: 1 } });
  },
  async apply(event, stored, store) {
    const saves = store.collection<SaveDoc>(collections.saves);
    switch (event.type) {
      case 'PostSaved':
      case 'PostUnsaved': {
        const { postId, userId, at } = event.data;
        const _id = saveKey(postId, userId);
        const current = await saves.findOne({ _id });
        if (current && current.revision >= stored.revision) return [];
        const saved = event.type === 'PostSaved';
        await saves.updateOne({ _id }, { $set: { postId, userId, saved, revision: stored.revision, createdAt: at } }, { upsert: true });
        return [{ kind: 'post', id: postId }];
      }
      case 'PostDeleted':
        await saves.deleteMany({ postId: event.data.postId });
        return [];
      case 'AccountDeleted':
        await saves.deleteMany({ userId: event.data.userId });
        return [];
      default:
        return [];
    }
  },
};
