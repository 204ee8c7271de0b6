import { moderationCollections as names, type AdminChatMessageDoc } from '../moderationModels';
import type { Projector } from '../projector';

/** The admin chat's messages in the order they were posted; a deleted account's messages go. */
export const adminChatProjector: Projector = {
  name: 'adminChat',
  writes: [names.adminChat],
  handles: ['AdminChatMessagePosted', 'AccountDeleted'],
  async setup(store) {
    await store.collection(names.adminChat).createIndex({ keys: { position: -1 } });
  },
  async apply(event, stored, store) {
    const messages = store.collection<AdminChatMessageDoc>(names.adminChat);
    if (event.type === 'AdminChatMessagePosted') {
      const { messageId, userId, content, at } = event.data;
      const { upsertedId } = await messages.updateOne(
        { _id: messageId },
        { $setOnInsert: { userId, content, at, position: stored.position } },
        { upsert: true },
      );
      return upsertedId ? [{ kind: 'adminChat', id: messageId }] : [];
    }
    if (event.type === 'AccountDeleted') await messages.deleteMany({ userId: event.data.userId });
    return [];
  },
};
