import type { Projector } from '../projector';
import { collections, type PasskeyDoc } from '../readModels';

/** Each account's passkeys, found by passkeyId at a sign-in and by owner in settings; they go with the account. */
export const passkeysProjector: Projector = {
  name: 'passkeys',
  writes: [collections.passkeys],
  handles: ['PasskeyRegistered', 'PasskeyUsed', 'PasskeyRemoved', 'AccountDeleted'],
  async setup(store) {
    await store.collection(collections.passkeys).createIndex({ keys: { userId: 1 } });
  },
  async apply(event, stored, store) {
    const passkeys = store.collection<PasskeyDoc>(collections.passkeys);
    const seen = async (passkeyId: string) => ((await passkeys.findOne({ _id: passkeyId }))?.revision ?? -1) >= stored.revision;
    switch (event.type) {
      case 'PasskeyRegistered': {
        const { passkeyId, userId, credentialId, publicKey, counter, transports, name, at } = event.data;
        if (await seen(passkeyId)) return [];
        const doc = { userId, credentialId, publicKey, counter, transports, name, createdAt: at, lastUsedAt: null, revision: stored.revision };
        await passkeys.updateOne({ _id: passkeyId }, { $set: doc }, { upsert: true });
        return [];
      }
      case 'PasskeyUsed': {
        const { passkeyId, counter, at } = event.data;
        if (await seen(passkeyId)) return [];
        await passkeys.updateOne({ _id: passkeyId }, { $set: { counter, lastUsedAt: at, revision: stored.revision } });
        return [];
      }
      case 'PasskeyRemoved':
        await passkeys.deleteOne({ _id: event.data.passkeyId });
        return [];
      case 'AccountDeleted':
        await passkeys.deleteMany({ userId: event.data.userId });
        return [];
      default:
        return [];
    }
  },
};
