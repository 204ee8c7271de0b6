import { moderationCollections as names, type AppealDoc } from '../moderationModels';
import type { Projector } from '../projector';

/** Appeals as the person who filed them and the administrators' Appeals tab show them; a deleted account's appeal text is erased. */
export const appealsProjector: Projector = {
  name: 'appeals',
  writes: [names.appeals],
  handles: ['AppealFiled', 'AppealDecided', 'AccountDeleted'],
  async setup(store) {
    const appeals = store.collection(names.appeals);
    await appeals.createIndex({ keys: { userId: 1, createdAt: -1 } });
    await appeals.createIndex({ keys: { status: 1, createdAt: -1 } });
    await appeals.createIndex({ keys: { createdAt: -1 } });
  },
  async apply(event, _stored, store) {
    const appeals = store.collection<AppealDoc>(names.appeals);
    switch (event.type) {
      case 'AppealFiled': {
        const { appealId, at, ...rest } = event.data;
        const doc = { ...rest, status: 'open' as const, createdAt: at, decision: null, decisionReason: null, decidedBy: null, decidedAt: null };
        const { upsertedId } = await appeals.updateOne({ _id: appealId }, { $setOnInsert: doc }, { upsert: true });
        return upsertedId ? [{ kind: 'appeal', id: appealId, userId: event.data.userId }] : [];
      }
      case 'AppealDecided': {
        const { appealId, decision, reason, by, at } = event.data;
        // An appeal is decided once: a replayed decision finds it decided and changes nothing.
        const { modifiedCount } = await appeals.updateOne(
          { _id: appealId, status: 'open' },
          { $set: { status: decision, decision, decisionReason: reason, decidedBy: by, decidedAt: at } },
        );
        return modifiedCount ? [{ kind: 'appeal', id: appealId, userId: event.data.userId }] : [];
      }
      case 'AccountDeleted':
        await appeals.updateMany({ userId: event.data.userId }, { $set: { text: '' } });
        return [];
      default:
        return [];
    }
  },
};
